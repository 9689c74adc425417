-- Team workspaces (issue 18, decision 037). Every user gets a personal workspace — an
-- organization of one, named "Personal" — and every record of the CRM, the templates,
-- scheduling and documents lives in a workspace. user_id on those rows stays what it
-- was: the row's owner (the member responsible); created_by is who made it. The rows
-- that exist move into their owner's personal workspace: ids, counts and timestamps
-- stay as they are (the tables' updated_at triggers are off while they move).

-- A personal workspace names its one member; a team organization has NULL.
ALTER TABLE organizations
  ADD COLUMN personal_user_id text UNIQUE REFERENCES users (id) ON DELETE CASCADE;

CREATE FUNCTION create_personal_workspace(p_user_id text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_workspace uuid;
BEGIN
  -- The slug is the organization's address and must be unique; a personal workspace
  -- has no page, so it gets one nobody would choose (team slugs may not start so).
  INSERT INTO organizations (name, slug, personal_user_id)
  VALUES ('Personal', 'personal-' || substr(md5(p_user_id), 1, 24), p_user_id)
  RETURNING id INTO v_workspace;
  INSERT INTO organization_members (organization_id, user_id, status, role_id, is_owner)
  SELECT v_workspace, p_user_id, 'active', r.id, true
  FROM roles r
  WHERE r.organization_id IS NULL AND r.name = 'Owner';
  RETURN v_workspace;
END;
$$;

-- Created with the user, whoever inserts the user (sign-up, the admin command, tests):
-- there is no user without a personal workspace.
CREATE FUNCTION users_create_personal_workspace() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM create_personal_workspace(NEW.id);
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_create_personal_workspace AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_create_personal_workspace();

SELECT create_personal_workspace(u.id)
FROM users u
WHERE NOT EXISTS (SELECT 1 FROM organizations o WHERE o.personal_user_id = u.id);

-- A personal workspace has exactly its owner: nobody else is ever added or invited.
CREATE FUNCTION organization_members_personal_alone() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM organizations o
    WHERE o.id = NEW.organization_id
      AND o.personal_user_id IS NOT NULL
      AND o.personal_user_id <> NEW.user_id
  ) THEN
    RAISE EXCEPTION 'a personal workspace has no other members' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER organization_members_personal_alone
  BEFORE INSERT OR UPDATE OF organization_id, user_id ON organization_members
  FOR EACH ROW EXECUTE FUNCTION organization_members_personal_alone();

-- ---------------------------------------------------------------------------------
-- Records carry their workspace and who created them.
ALTER TABLE clients DISABLE TRIGGER USER;
ALTER TABLE client_interactions DISABLE TRIGGER USER;
ALTER TABLE message_templates DISABLE TRIGGER USER;
ALTER TABLE scheduling_event_types DISABLE TRIGGER USER;
ALTER TABLE scheduling_availability DISABLE TRIGGER USER;
ALTER TABLE scheduling_bookings DISABLE TRIGGER USER;
ALTER TABLE documents DISABLE TRIGGER USER;
ALTER TABLE document_tracking_links DISABLE TRIGGER USER;
ALTER TABLE projects DISABLE TRIGGER USER;

ALTER TABLE clients
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE clients c SET workspace_id = o.id, created_by = c.user_id
FROM organizations o WHERE o.personal_user_id = c.user_id;
ALTER TABLE clients ALTER COLUMN workspace_id SET NOT NULL;
-- A client may be unassigned (the team's inbox), and outlives its owner's account in a
-- team workspace (the personal workspace goes with the account, and its clients with it).
ALTER TABLE clients ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE clients DROP CONSTRAINT clients_user_id_fkey;
ALTER TABLE clients
  ADD CONSTRAINT clients_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE client_interactions
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE;
UPDATE client_interactions i SET workspace_id = c.workspace_id
FROM clients c WHERE c.id = i.client_id;
ALTER TABLE client_interactions ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE message_templates
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL,
  -- Private (its owner's) or shared with the workspace.
  ADD COLUMN is_shared boolean NOT NULL DEFAULT false;
UPDATE message_templates t SET workspace_id = o.id, created_by = t.user_id
FROM organizations o WHERE o.personal_user_id = t.user_id;
ALTER TABLE message_templates ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE scheduling_event_types
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE scheduling_event_types t SET workspace_id = o.id, created_by = t.user_id
FROM organizations o WHERE o.personal_user_id = t.user_id;
ALTER TABLE scheduling_event_types ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE scheduling_availability
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE scheduling_availability a SET workspace_id = o.id, created_by = a.user_id
FROM organizations o WHERE o.personal_user_id = a.user_id;
ALTER TABLE scheduling_availability ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE scheduling_bookings
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE scheduling_bookings b SET workspace_id = o.id, created_by = b.user_id
FROM organizations o WHERE o.personal_user_id = b.user_id;
ALTER TABLE scheduling_bookings ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE documents
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE documents d SET workspace_id = o.id, created_by = d.user_id
FROM organizations o WHERE o.personal_user_id = d.user_id;
ALTER TABLE documents ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE document_tracking_links
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE document_tracking_links l SET workspace_id = o.id, created_by = l.user_id
FROM organizations o WHERE o.personal_user_id = l.user_id;
ALTER TABLE document_tracking_links ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE projects
  ADD COLUMN workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;
UPDATE projects p SET workspace_id = o.id, created_by = p.user_id
FROM organizations o WHERE o.personal_user_id = p.user_id;
ALTER TABLE projects ALTER COLUMN workspace_id SET NOT NULL;

ALTER TABLE clients ENABLE TRIGGER USER;
ALTER TABLE client_interactions ENABLE TRIGGER USER;
ALTER TABLE message_templates ENABLE TRIGGER USER;
ALTER TABLE scheduling_event_types ENABLE TRIGGER USER;
ALTER TABLE scheduling_availability ENABLE TRIGGER USER;
ALTER TABLE scheduling_bookings ENABLE TRIGGER USER;
ALTER TABLE documents ENABLE TRIGGER USER;
ALTER TABLE document_tracking_links ENABLE TRIGGER USER;
ALTER TABLE projects ENABLE TRIGGER USER;

-- A row written without a workspace lands in its owner's personal workspace, as every
-- row did before this migration (the safety net for writers that name only the owner;
-- the features name the workspace). created_by defaults to the owner.
CREATE FUNCTION records_default_workspace() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workspace_id IS NULL THEN
    SELECT o.id INTO NEW.workspace_id FROM organizations o WHERE o.personal_user_id = NEW.user_id;
  END IF;
  IF NEW.created_by IS NULL THEN
    NEW.created_by := NEW.user_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER clients_default_workspace BEFORE INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER message_templates_default_workspace BEFORE INSERT ON message_templates
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER scheduling_event_types_default_workspace BEFORE INSERT ON scheduling_event_types
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER scheduling_availability_default_workspace BEFORE INSERT ON scheduling_availability
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER scheduling_bookings_default_workspace BEFORE INSERT ON scheduling_bookings
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER documents_default_workspace BEFORE INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER document_tracking_links_default_workspace BEFORE INSERT ON document_tracking_links
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();
CREATE TRIGGER projects_default_workspace BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION records_default_workspace();

-- An interaction lives where its client lives.
CREATE FUNCTION client_interactions_workspace() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.workspace_id INTO NEW.workspace_id FROM clients c WHERE c.id = NEW.client_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER client_interactions_workspace BEFORE INSERT ON client_interactions
  FOR EACH ROW EXECUTE FUNCTION client_interactions_workspace();

-- One e-mail address once per workspace (the import's and the lead form's duplicate
-- check), whoever owns the client.
DROP INDEX clients_user_email_key;
CREATE UNIQUE INDEX clients_workspace_email_key ON clients (workspace_id, lower(email))
  WHERE email IS NOT NULL;

-- The list's and the kanban's first pages, now per workspace (the 0024 order), with and
-- without the owner (the "own" level and the owner filter).
DROP INDEX clients_user_activity_id_idx;
DROP INDEX clients_user_status_activity_id_idx;
CREATE INDEX clients_workspace_activity_id_idx
  ON clients (workspace_id, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_workspace_status_activity_id_idx
  ON clients (workspace_id, status, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_workspace_owner_activity_id_idx
  ON clients (workspace_id, user_id, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_workspace_owner_status_activity_id_idx
  ON clients (workspace_id, user_id, status, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_workspace_creator_idx ON clients (workspace_id, created_by);
DROP INDEX clients_user_updated_id_idx;
CREATE INDEX clients_workspace_updated_id_idx ON clients (workspace_id, updated_at DESC, id DESC);
CREATE INDEX message_templates_workspace_idx ON message_templates (workspace_id, name);
CREATE INDEX scheduling_event_types_workspace_idx
  ON scheduling_event_types (workspace_id, created_at DESC);
CREATE INDEX scheduling_bookings_workspace_start_idx
  ON scheduling_bookings (workspace_id, start_time);
CREATE INDEX documents_workspace_created_idx ON documents (workspace_id, created_at DESC);
CREATE INDEX projects_workspace_idx ON projects (workspace_id, created_at DESC);

-- Where the leads of a person's Scale Page and their personal bookings land (issue 18:
-- "New leads go to"); NULL is their personal workspace.
ALTER TABLE profiles
  ADD COLUMN leads_workspace_id uuid REFERENCES organizations (id) ON DELETE SET NULL;

-- ---------------------------------------------------------------------------------
-- Permission levels (src/core/access.ts reads them): view_clients / edit_clients mean
-- "all"; the *_own keys mean "records they own or created"; neither is "none".
-- see_unassigned_clients adds the clients nobody owns (the team's inbox).
INSERT INTO permissions (name) VALUES
  ('view_clients_own'),
  ('edit_clients_own'),
  ('view_documents_own'),
  ('edit_documents_own'),
  ('view_scheduling_own'),
  ('edit_scheduling_own'),
  ('see_unassigned_clients');

INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name IN ('Owner', 'Admin')
  AND p.name IN ('view_clients_own', 'edit_clients_own', 'view_documents_own',
                 'edit_documents_own', 'view_scheduling_own', 'edit_scheduling_own',
                 'see_unassigned_clients')
ON CONFLICT DO NOTHING;

-- The seeded Member: views all, edits their own, sees the unassigned clients.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name = 'Member'
  AND p.name IN ('edit_clients_own', 'edit_documents_own', 'edit_scheduling_own',
                 'see_unassigned_clients')
ON CONFLICT DO NOTHING;
