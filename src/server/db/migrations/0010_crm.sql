-- The CRM (issue 4): client interactions, message templates, the Scale Page's lead
-- form switch, and the indexes the kanban, the search and the import need.

-- One e-mail address is one contact per user: the import reports a second one as a
-- duplicate, the form answers 409, and the lead form adds to the existing client.
CREATE UNIQUE INDEX clients_user_email_key ON clients (user_id, lower(email))
  WHERE email IS NOT NULL;
-- A kanban column's page: one status, most recently changed first.
CREATE INDEX clients_user_status_updated_idx ON clients (user_id, status, updated_at DESC, id);
ALTER TABLE clients
  ADD CONSTRAINT clients_name_length CHECK (char_length(name) <= 200),
  ADD CONSTRAINT clients_notes_length CHECK (char_length(notes) <= 10000),
  ADD CONSTRAINT clients_tags_count CHECK (cardinality(tags) <= 50);

CREATE TABLE client_interactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'note'
    CHECK (type IN ('note', 'call', 'email', 'meeting', 'follow_up')),
  subject text CHECK (char_length(subject) <= 200),
  content text NOT NULL
    CONSTRAINT client_interactions_content_required
    CHECK (btrim(content) <> '' AND char_length(content) <= 10000),
  outcome text NOT NULL DEFAULT 'neutral' CHECK (outcome IN ('positive', 'negative', 'neutral')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_interactions_client_created_idx
  ON client_interactions (client_id, created_at DESC);
CREATE INDEX client_interactions_user_idx ON client_interactions (user_id);
CREATE TRIGGER client_interactions_set_updated_at BEFORE UPDATE ON client_interactions
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE message_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  subject text CHECK (char_length(subject) <= 200),
  body text NOT NULL CHECK (btrim(body) <> '' AND char_length(body) <= 5000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_templates_user_idx ON message_templates (user_id, name);
CREATE TRIGGER message_templates_set_updated_at BEFORE UPDATE ON message_templates
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The contact form on the public page is the owner's choice, off until switched on.
ALTER TABLE profiles ADD COLUMN lead_form_enabled boolean NOT NULL DEFAULT false;
