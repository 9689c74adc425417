-- A bulk status change of 10,000 clients in a workspace of 100,000 in at most 1 s (issue
-- 20 "Speed", decision 051). It cost 1.3–1.4 s on PGlite for the bare UPDATE alone: every
-- changed row became a new tuple on another page with an entry in each of the nine
-- indexes (status is in two of them, and the updated_at trigger changed a column five of
-- them hold), then the totals trigger turned 20,000 transition rows into JSON one by one.
-- Here a status change touches the status and nothing else, so PostgreSQL can keep the
-- new tuple on its page without a new index entry (a HOT update): ~0.4 s.
--
-- No user_id index is left to drop: 0026 replaced each with its workspace one.

-- 1. Status leaves the indexes. The list and a kanban column filtered by status read the
-- workspace's (or the owner's) activity index in order and skip the other statuses: with
-- eight statuses a page of 50 reads a few hundred index entries (EXPLAIN in decision 051),
-- while the counts per status come from client_totals (0027), not from an index.
DROP INDEX clients_workspace_status_activity_id_idx;
DROP INDEX clients_workspace_owner_status_activity_id_idx;

-- 2. A status change is not an edit of the client: updated_at (the "last activity" order's
-- fallback, and five indexes' key) stays. The trigger fires only when an UPDATE names a
-- column other than status; a column added to clients later belongs in this list.
DROP TRIGGER clients_set_updated_at ON clients;
CREATE TRIGGER clients_set_updated_at
  BEFORE UPDATE OF user_id, workspace_id, created_by, name, email, phone, company, position,
    lead_source, lead_score, estimated_value_cents, expected_close_date, notes, tags,
    contact_details, website_urls, last_contacted_at, custom_values
  ON clients FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- 3. Room on each page for the new version of a row (HOT needs it on the same page).
-- Applies to pages written from now on; PostgreSQL prunes old versions as it reads a page,
-- so the space comes back without a vacuum (PGlite never runs one).
ALTER TABLE clients SET (fillfactor = 85);

-- 4. The totals triggers add up the statement's rows per group before building the JSON
-- client_totals_apply reads: a few dozen objects instead of one per changed row.
CREATE OR REPLACE FUNCTION client_totals_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'user_id', user_id,
      'created_by', created_by, 'status', status, 'clients', clients, 'value_cents', value_cents))
    FROM (
      SELECT n.workspace_id, n.user_id, n.created_by, n.status, count(*) AS clients,
        sum(coalesce(n.estimated_value_cents, 0)) AS value_cents
      FROM new_rows n GROUP BY 1, 2, 3, 4
    ) AS groups), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION client_totals_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'user_id', user_id,
      'created_by', created_by, 'status', status, 'clients', -clients,
      'value_cents', -value_cents))
    FROM (
      SELECT o.workspace_id, o.user_id, o.created_by, o.status, count(*) AS clients,
        sum(coalesce(o.estimated_value_cents, 0)) AS value_cents
      FROM old_rows o GROUP BY 1, 2, 3, 4
    ) AS groups), '[]'::jsonb));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION client_totals_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM client_totals_apply(coalesce((
    SELECT jsonb_agg(jsonb_build_object('workspace_id', workspace_id, 'user_id', user_id,
      'created_by', created_by, 'status', status, 'clients', clients, 'value_cents', value_cents))
    FROM (
      SELECT workspace_id, user_id, created_by, status, sum(clients) AS clients,
        sum(value_cents) AS value_cents
      FROM (
        SELECT o.workspace_id, o.user_id, o.created_by, o.status, -1 AS clients,
          -coalesce(o.estimated_value_cents, 0) AS value_cents
        FROM old_rows o
        UNION ALL
        SELECT n.workspace_id, n.user_id, n.created_by, n.status, 1,
          coalesce(n.estimated_value_cents, 0)
        FROM new_rows n
      ) AS changes
      GROUP BY 1, 2, 3, 4
      -- An update that moves nothing between groups (a rename) adds nothing up.
      HAVING sum(clients) <> 0 OR sum(value_cents) <> 0
    ) AS groups), '[]'::jsonb));
  RETURN NULL;
END;
$$;

-- 5. Two more bulk actions can be undone: "assign" keeps the previous owners, "createTask"
-- the ids of the tasks it created.
ALTER TABLE client_bulk_undos DROP CONSTRAINT client_bulk_undos_action_check;
ALTER TABLE client_bulk_undos ADD CONSTRAINT client_bulk_undos_action_check
  CHECK (action IN ('status', 'addTags', 'removeTags', 'assign', 'createTask', 'delete'));
