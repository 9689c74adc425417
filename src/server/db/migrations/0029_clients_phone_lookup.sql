-- Issue 19: an import finds the workspace's clients with the same phone as a row (its
-- "Duplicates" choice). Phones are stored in international format ("+1 415 555 2671");
-- the import compares their digits, and this index holds exactly that expression, as the
-- query spells it, so the look-up stays an index scan on a workspace of 100,000 clients.
CREATE INDEX clients_workspace_phone_digits_idx
  ON clients (workspace_id, (regexp_replace(phone, '[^0-9]', '', 'g')))
  WHERE phone IS NOT NULL;
