-- The clients' counts and sums per workspace, kept as the rows change (issue 18 "Speed":
-- 100,000 clients in a workspace, the list's first page in 20 ms and the kanban's sums
-- in 50 ms). The list's total and the summary's tiles and columns counted every client
-- the caller may see on every request: with 100,000 in a workspace that was a pass over
-- the whole table (65 MB; no index helps on PGlite, which never vacuums, so an index-only
-- scan still reads the heap), 60–100 ms before anything else. Grouped by what the access
-- filter and the list's filters read — workspace, owner, creator, status — a workspace
-- has at most (members + 1)² × 8 groups, so the same filter over these rows adds up a few
-- hundred numbers instead of reading 100,000 rows. The columns keep the clients' names,
-- so recordFilter and the owner/status conditions apply here word for word.
CREATE TABLE client_totals (
  workspace_id uuid NOT NULL,
  user_id text,
  created_by text,
  status text NOT NULL,
  clients bigint NOT NULL,
  value_cents bigint NOT NULL,
  -- One row per group, unassigned and unknown creators included.
  CONSTRAINT client_totals_group_key UNIQUE NULLS NOT DISTINCT
    (workspace_id, user_id, created_by, status)
);
-- No foreign keys: the rows follow the clients (a deleted workspace's or user's clients
-- go by their own cascades, and these triggers follow them), and a key here could fire
-- before those cascades do.

-- Adds up a statement's changed rows, one upsert per group, in the key's order (two
-- writers touching the same groups lock them in the same order). Groups that reach
-- zero clients go, so a workspace's rows stay few.
CREATE FUNCTION client_totals_apply(delta_rows jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_totals AS t (workspace_id, user_id, created_by, status, clients, value_cents)
  SELECT d.workspace_id, d.user_id, d.created_by, d.status, sum(d.clients), sum(d.value_cents)
  FROM jsonb_to_recordset(delta_rows) AS d (workspace_id uuid, user_id text, created_by text,
    status text, clients bigint, value_cents bigint)
  GROUP BY d.workspace_id, d.user_id, d.created_by, d.status
  HAVING sum(d.clients) <> 0 OR sum(d.value_cents) <> 0
  ORDER BY d.workspace_id, d.user_id, d.created_by, d.status
  ON CONFLICT ON CONSTRAINT client_totals_group_key DO UPDATE
    SET clients = t.clients + EXCLUDED.clients,
        value_cents = t.value_cents + EXCLUDED.value_cents;
  DELETE FROM client_totals t
  USING jsonb_to_recordset(delta_rows) AS d (workspace_id uuid, user_id text, created_by text,
    status text)
  WHERE t.clients = 0
    AND t.workspace_id = d.workspace_id
    AND t.user_id IS NOT DISTINCT FROM d.user_id
    AND t.created_by IS NOT DISTINCT FROM d.created_by
    AND t.status = d.status;
END;
$$;

CREATE FUNCTION client_totals_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('workspace_id', n.workspace_id, 'user_id', n.user_id,
      'created_by', n.created_by, 'status', n.status, 'clients', 1,
      'value_cents', coalesce(n.estimated_value_cents, 0)))
    FROM new_rows n), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION client_totals_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('workspace_id', o.workspace_id, 'user_id', o.user_id,
      'created_by', o.created_by, 'status', o.status, 'clients', -1,
      'value_cents', -coalesce(o.estimated_value_cents, 0)))
    FROM old_rows o), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE FUNCTION client_totals_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(change)
    FROM (
      SELECT jsonb_build_object('workspace_id', o.workspace_id, 'user_id', o.user_id,
        'created_by', o.created_by, 'status', o.status, 'clients', -1,
        'value_cents', -coalesce(o.estimated_value_cents, 0)) AS change
      FROM old_rows o
      UNION ALL
      SELECT jsonb_build_object('workspace_id', n.workspace_id, 'user_id', n.user_id,
        'created_by', n.created_by, 'status', n.status, 'clients', 1,
        'value_cents', coalesce(n.estimated_value_cents, 0))
      FROM new_rows n
    ) AS changes), '[]'::jsonb));
  RETURN NULL;
END;
$$;

-- Once per statement (an import's batch is one upsert per group, not one per row).
CREATE TRIGGER client_totals_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_totals_on_insert();
CREATE TRIGGER client_totals_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_totals_on_delete();
CREATE TRIGGER client_totals_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_totals_on_update();

INSERT INTO client_totals (workspace_id, user_id, created_by, status, clients, value_cents)
SELECT workspace_id, user_id, created_by, status, count(*), coalesce(sum(estimated_value_cents), 0)
FROM clients
GROUP BY workspace_id, user_id, created_by, status;
