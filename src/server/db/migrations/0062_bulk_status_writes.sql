-- A bulk status change of 10,000 clients within 1 s on PGlite (issue 20, decision 084).
-- Measured on a 100,000-client workspace (bench/clients-bulk), the bare UPDATE spent most
-- of its time in two statement triggers, not in clients:
--
-- 1. client_status_changes' foreign keys: each history row inserted ran two row-level
--    RI checks (a SELECT … FOR KEY SHARE on the client and on the organization), 20,000
--    lookups for one bulk change; and its unused primary key index. The rows now follow their client through a statement
--    trigger on DELETE, as client_status_order's do (0055); an organization's deletion
--    cascades to its clients and so reaches here too.
-- 2. client_status_order's UPDATE read every changed client again by id (10,000 index
--    probes into clients) to guard against a client with two versions in new_rows (a
--    deleted user's two cascades). It now takes the values from new_rows, and reads the
--    client only for an id that appears there more than once.
ALTER TABLE client_status_changes DROP CONSTRAINT client_status_changes_client_id_fkey;
ALTER TABLE client_status_changes DROP CONSTRAINT client_status_changes_workspace_id_fkey;
-- Nothing reads a history row by its id (team figures read by workspace, the delete
-- trigger by client): its primary key index was a third index entry per row written.
ALTER TABLE client_status_changes DROP CONSTRAINT client_status_changes_pkey;

-- No row may outlive its client (there were none while the keys held).
DELETE FROM client_status_changes s WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = s.client_id);

CREATE FUNCTION client_status_changes_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_status_changes s USING old_rows o WHERE s.client_id = o.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER clients_status_changes_delete
  AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_changes_on_delete();

CREATE OR REPLACE FUNCTION client_status_order_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_order k
  SET workspace_id = v.workspace_id, user_id = v.user_id, created_by = v.created_by,
    status = v.status, activity_at = v.activity_at
  FROM (
    -- One version of the client in this statement: it is the client as it now is.
    SELECT n.id, n.workspace_id, n.user_id, n.created_by, n.status,
      coalesce(n.last_contacted_at, n.updated_at) AS activity_at
    FROM new_rows n
    WHERE n.id NOT IN (SELECT d.id FROM new_rows d GROUP BY d.id HAVING count(*) > 1)
    UNION ALL
    -- Several versions (two cascades of one deleted user): read the client itself.
    SELECT c.id, c.workspace_id, c.user_id, c.created_by, c.status,
      coalesce(c.last_contacted_at, c.updated_at)
    FROM clients c
    WHERE c.id IN (SELECT d.id FROM new_rows d GROUP BY d.id HAVING count(*) > 1)
  ) v
  WHERE v.id = k.client_id
    AND (k.workspace_id, k.user_id, k.created_by, k.status, k.activity_at)
      IS DISTINCT FROM (v.workspace_id, v.user_id, v.created_by, v.status, v.activity_at);
  RETURN NULL;
END;
$$;
