-- Issue 20: custom fields per workspace (decision 049). A workspace defines its fields
-- (label, type, options of a select, order); each client keeps its values in one jsonb
-- object keyed by the field's id, so adding or removing a field never alters the
-- clients table and a filter reads one column.
--
-- Values as stored: text/long_text/url a string, number a number, currency integer
-- cents, date 'YYYY-MM-DD', checkbox a boolean, single_select an option id,
-- multi_select an array of option ids. A select's options are {id, label}: renaming an
-- option keeps every value pointing at it. An empty value is an absent key.
CREATE TABLE client_custom_fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (btrim(label) <> '' AND char_length(label) <= 60),
  type text NOT NULL CHECK (type IN ('text', 'long_text', 'number', 'currency', 'date',
    'checkbox', 'single_select', 'multi_select', 'url')),
  options jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- "Budget" and "budget" are one field to people reading the list.
CREATE UNIQUE INDEX client_custom_fields_label ON client_custom_fields (workspace_id, lower(label));
CREATE INDEX client_custom_fields_order ON client_custom_fields (workspace_id, position, created_at);

ALTER TABLE clients ADD COLUMN custom_values jsonb NOT NULL DEFAULT '{}';
-- Equality filters (a select's option, a checkbox, a multi-select containing an option)
-- are containment (custom_values @> '{"<field>": …}'), which this index answers. Ranges
-- and "contains text" are read off the list's own order index (migration 0024) with the
-- condition checked per row: bench/clients-custom-filter.bench.ts measures both.
CREATE INDEX clients_custom_values ON clients USING gin (custom_values jsonb_path_ops);
