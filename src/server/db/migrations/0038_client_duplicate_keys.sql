-- Duplicate candidates for a workspace of 100,000 clients in at most 2 s (issue 20 "Speed",
-- decision 052). Decision 045 derived every client's keys (its e-mails, its phones' digits,
-- its name at its company) in one pass each time the dialog opened: ~2.0–2.3 s on PGlite,
-- nearly all of it spent expanding the jsonb lists and running the regular expressions of
-- 100,000 clients. Here the keys are kept in a table, written when a client's keyed
-- columns are, so the candidates are a GROUP BY over one narrow index.
--
-- The normalisation is the one of src/core/client-duplicates.ts (emailKey, phoneKey,
-- nameKey), which the import's duplicate matching uses too; client-duplicate-keys.test.ts
-- checks that both spell it alike.

-- A client's keys, with the text the dialog shows for each. The email and phone columns are
-- their lists' primary entries, so the lists hold every value (decision 045). No DISTINCT:
-- it doubled the cost of every insert, and a key a client holds twice (two spellings of one
-- number in its list) is told apart from a shared one by the query (count(DISTINCT id)).
CREATE FUNCTION client_duplicate_keys_of(p_name text, p_company text, p_details jsonb)
RETURNS TABLE (kind text, key text, shown text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT k.kind, k.key, k.shown
  FROM (
    SELECT 'email' AS kind, lower(btrim(e.value->>'address')) AS key,
           btrim(e.value->>'address') AS shown
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_details->'emails') = 'array'
                                   THEN p_details->'emails' ELSE '[]'::jsonb END) AS e
    UNION ALL
    SELECT 'phone', regexp_replace(p.value->>'number', '[^0-9]', '', 'g'), p.value->>'number'
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_details->'phones') = 'array'
                                   THEN p_details->'phones' ELSE '[]'::jsonb END) AS p
    UNION ALL
    SELECT 'name',
           lower(btrim(regexp_replace(p_name, '[[:space:]]+', ' ', 'g'))) || '|' ||
           lower(btrim(regexp_replace(p_company, '[[:space:]]+', ' ', 'g'))),
           btrim(p_name) || ', ' || btrim(p_company)
    WHERE btrim(regexp_replace(coalesce(p_company, ''), '[[:space:]]+', ' ', 'g')) <> ''
  ) AS k
  -- An empty key matches nothing; fewer than 6 digits is a fragment, not a phone
  -- (MIN_PHONE_DIGITS in client-duplicates.ts).
  WHERE k.key IS NOT NULL AND k.key <> '' AND (k.kind <> 'phone' OR length(k.key) >= 6)
$$;

-- Never written by code: the triggers below keep it. The client_id index finds a client's
-- keys (an update, a delete); the other holds a workspace's keys in order, so grouping
-- them needs no sort and no read of clients.
CREATE TABLE client_duplicate_keys (
  client_id uuid NOT NULL,
  workspace_id uuid NOT NULL,
  kind text NOT NULL,
  key text NOT NULL,
  shown text NOT NULL
);
CREATE INDEX client_duplicate_keys_client_idx ON client_duplicate_keys (client_id);
CREATE INDEX client_duplicate_keys_workspace_key_idx
  ON client_duplicate_keys (workspace_id, kind, key);

INSERT INTO client_duplicate_keys (client_id, workspace_id, kind, key, shown)
SELECT c.id, c.workspace_id, k.kind, k.key, k.shown
FROM clients c
CROSS JOIN LATERAL client_duplicate_keys_of(c.name, c.company, c.contact_details) AS k;

-- Inserts and deletes: once per statement (an import's batch, a bulk delete, a workspace's
-- end) over the statement's rows.
CREATE FUNCTION client_duplicate_keys_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_duplicate_keys (client_id, workspace_id, kind, key, shown)
  SELECT n.id, n.workspace_id, k.kind, k.key, k.shown
  FROM new_rows n
  CROSS JOIN LATERAL client_duplicate_keys_of(n.name, n.company, n.contact_details) AS k;
  RETURN NULL;
END;
$$;

CREATE FUNCTION client_duplicate_keys_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_duplicate_keys k USING old_rows o WHERE k.client_id = o.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER client_duplicate_keys_insert
  AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_duplicate_keys_on_insert();
CREATE TRIGGER client_duplicate_keys_delete
  AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION client_duplicate_keys_on_delete();

-- Updates: PostgreSQL refuses transition tables on a trigger with a column list, and the
-- column list is what matters — a bulk status change, an owner's reassignment or a tag
-- never fires this (migration 0037 keeps a status change to the status alone). So it is
-- per row, and only when a keyed column really changed (a form save names every column).
CREATE FUNCTION client_duplicate_keys_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM client_duplicate_keys WHERE client_id = OLD.id;
  INSERT INTO client_duplicate_keys (client_id, workspace_id, kind, key, shown)
  SELECT NEW.id, NEW.workspace_id, k.kind, k.key, k.shown
  FROM client_duplicate_keys_of(NEW.name, NEW.company, NEW.contact_details) AS k;
  RETURN NULL;
END;
$$;

CREATE TRIGGER client_duplicate_keys_update
  AFTER UPDATE OF workspace_id, name, company, contact_details ON clients
  FOR EACH ROW
  WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id
    OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.company IS DISTINCT FROM NEW.company
    OR OLD.contact_details IS DISTINCT FROM NEW.contact_details)
  EXECUTE FUNCTION client_duplicate_keys_on_update();
