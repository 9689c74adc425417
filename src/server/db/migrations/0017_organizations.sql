-- Organizations (issue 6; spec §3, §6, §7): organizations, their members, roles
-- (three system roles shared by every organization plus custom ones per organization),
-- permissions by name, and get_user_permissions, the one place the rules of §6 live.
-- See docs/decisions/016-organizations-model.md.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL
    CONSTRAINT organizations_name_required
    CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  -- The organization's address; it cannot be changed after creation (the service
  -- refuses it), and plain UNIQUE suffices because the CHECK allows no capitals.
  slug text NOT NULL
    CONSTRAINT organizations_slug_format
    CHECK (slug ~ '^[a-z0-9-]+$' AND char_length(slug) <= 100),
  description text CONSTRAINT organizations_description_length
    CHECK (char_length(description) <= 500),
  logo_url text,
  -- A platform admin deactivates an organization; its memberships then count for nothing.
  is_active boolean NOT NULL DEFAULT true,
  -- { "website": "https://…" } and whatever later settings need.
  settings jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(settings) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT organizations_slug_key UNIQUE (slug)
);
CREATE TRIGGER organizations_set_updated_at BEFORE UPDATE ON organizations
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  -- NULL: a system role (Owner, Admin, Member) every organization shares.
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  is_system_role boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT roles_system_iff_shared CHECK (is_system_role = (organization_id IS NULL)),
  -- §6 gives admin status to "a role named Admin", and Owner/Member are referenced by
  -- name too: a custom role taking one of those names would borrow their meaning.
  CONSTRAINT roles_custom_name_not_reserved
    CHECK (is_system_role OR lower(btrim(name)) NOT IN ('owner', 'admin', 'member'))
);
-- One name per organization regardless of case; the zero uuid stands for "shared", so
-- the system roles are unique among themselves too (NULLs would never collide).
CREATE UNIQUE INDEX roles_organization_name_key ON roles (
  COALESCE(organization_id, '00000000-0000-0000-0000-000000000000'::uuid),
  lower(btrim(name))
);

CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE
);

CREATE TABLE role_permissions (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id uuid NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

CREATE TABLE organization_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- invited: not accepted yet; suspended: kept but without access (shown in red).
  -- Removing a member deletes the row. Only active counts (§6).
  status text NOT NULL DEFAULT 'invited'
    CONSTRAINT organization_members_status CHECK (status IN ('active', 'invited', 'suspended')),
  -- A role in use cannot be deleted out from under its members.
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
  is_owner boolean NOT NULL DEFAULT false,
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT organization_members_user_key UNIQUE (organization_id, user_id),
  -- The owner has accepted by definition: ownership only moves between active members.
  CONSTRAINT organization_members_owner_active CHECK (NOT is_owner OR status = 'active')
);
-- At most one owner per organization, whatever the race; the service functions
-- (create, transfer) keep it exactly one inside their transactions.
CREATE UNIQUE INDEX organization_members_one_owner ON organization_members (organization_id)
  WHERE is_owner;
CREATE INDEX organization_members_user_idx ON organization_members (user_id, status);
CREATE INDEX organization_members_role_idx ON organization_members (role_id);
CREATE TRIGGER organization_members_set_updated_at BEFORE UPDATE ON organization_members
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- A member's role is a system role or one of that organization's own: a foreign key
-- cannot say "NULL or the same organization", so a trigger does.
CREATE FUNCTION organization_members_role_in_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM roles r
    WHERE r.id = NEW.role_id
      AND (r.organization_id IS NULL OR r.organization_id = NEW.organization_id)
  ) THEN
    RAISE EXCEPTION 'role % does not belong to organization %', NEW.role_id, NEW.organization_id
      USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER organization_members_role_check
  BEFORE INSERT OR UPDATE OF role_id, organization_id ON organization_members
  FOR EACH ROW EXECUTE FUNCTION organization_members_role_in_organization();

-- The permission keys of §6 (src/core/permissions.ts lists the same names).
INSERT INTO permissions (name) VALUES
  ('view_clients'),
  ('edit_clients'),
  ('view_documents'),
  ('edit_documents'),
  ('view_scheduling'),
  ('edit_scheduling'),
  ('org:settings:view'),
  ('org:settings:edit'),
  ('org:settings:advanced'),
  ('org:members:view'),
  ('org:members:invite'),
  ('manage:members'),
  ('update:organizations');

INSERT INTO roles (name, organization_id, is_system_role) VALUES
  ('Owner', NULL, true),
  ('Admin', NULL, true),
  ('Member', NULL, true);

-- Owner: every key (get_user_permissions gives an is_owner member all of them anyway;
-- the links keep the Owner role honest where it is listed).
-- Admin: every key too. What §6 reserves for the owner is not a key: transferring
-- ownership ("Make Owner") and being the one member nobody removes or re-roles; those
-- are checked on is_owner. §6 even names "owner, or admin" beside update:organizations
-- for the settings form.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name IN ('Owner', 'Admin');

-- Member: the view_* keys of the debug panel's list, nothing about the organization
-- itself — so a member meets §6's "Access Denied" on the organization settings tab.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
FROM roles r CROSS JOIN permissions p
WHERE r.organization_id IS NULL AND r.name = 'Member'
  AND p.name IN ('view_clients', 'view_documents', 'view_scheduling');

-- get_user_permissions (§7 "returns rows with permission_name"), by §6:
-- signed out (NULL user): none; a platform admin: every permission, in any existing
-- organization, active or not (they are the ones who deactivate it); otherwise only an
-- active membership of an active organization counts — its owner has every permission,
-- anyone else their role's (a role of another organization never applies).
CREATE FUNCTION get_user_permissions(p_user_id text, p_organization_id uuid)
RETURNS TABLE (permission_name text)
LANGUAGE sql STABLE AS $$
  SELECT p.name
  FROM permissions p
  WHERE p_user_id IS NOT NULL
    AND (
      EXISTS (
        SELECT 1
        FROM profiles pr
        JOIN organizations o ON o.id = p_organization_id
        WHERE pr.user_id = p_user_id AND pr.is_platform_admin
      )
      OR EXISTS (
        SELECT 1
        FROM organization_members m
        JOIN organizations o ON o.id = m.organization_id AND o.is_active
        WHERE m.user_id = p_user_id
          AND m.organization_id = p_organization_id
          AND m.status = 'active'
          AND (
            m.is_owner
            OR EXISTS (
              SELECT 1
              FROM role_permissions rp
              JOIN roles r ON r.id = rp.role_id
              WHERE rp.role_id = m.role_id
                AND rp.permission_id = p.id
                AND (r.organization_id IS NULL OR r.organization_id = m.organization_id)
            )
          )
      )
    )
  -- Byte order: the same on every server whatever its default collation.
  ORDER BY p.name COLLATE "C"
$$;
