-- Invitations to join an organization (issue 6; spec §6 "Invite", §7
-- invite_organization_member). The mailed link carries a random token; only its SHA-256
-- is stored, so a leaked database does not hand out working links. A row is kept after
-- it is accepted or revoked so an old link can say what became of it.

CREATE TABLE organization_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- Compared with users.email, which better-auth stores lower-cased.
  email text NOT NULL
    CONSTRAINT organization_invitations_email_format
    CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%' AND char_length(email) <= 254),
  -- A role still offered by an invitation cannot vanish under it.
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
  token_hash text NOT NULL
    CONSTRAINT organization_invitations_token_hash_format CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by text REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  CONSTRAINT organization_invitations_token_hash_key UNIQUE (token_hash),
  CONSTRAINT organization_invitations_one_outcome
    CHECK (accepted_at IS NULL OR revoked_at IS NULL)
);
-- One pending invitation per address and organization: inviting again re-sends it.
CREATE UNIQUE INDEX organization_invitations_one_pending
  ON organization_invitations (organization_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX organization_invitations_role_idx ON organization_invitations (role_id);

-- The role offered is a system role or one of that organization's own, as for members
-- (the function only reads NEW.role_id and NEW.organization_id).
CREATE TRIGGER organization_invitations_role_check
  BEFORE INSERT OR UPDATE OF role_id, organization_id ON organization_invitations
  FOR EACH ROW EXECUTE FUNCTION organization_members_role_in_organization();
