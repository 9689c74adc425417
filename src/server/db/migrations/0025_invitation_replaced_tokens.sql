-- The links an invitation had before it was sent again (issue 16). Inviting an address
-- again or "Resend" mails a new link and stores only the new token's hash; the older
-- link then answered "Invitation not found", as if it had never been real. Keeping the
-- old hashes lets it say it was replaced by a newer one. As for the current token, only
-- the SHA-256 is kept, so a leaked database hands out no link.

CREATE TABLE organization_invitation_replaced_tokens (
  token_hash text PRIMARY KEY
    CONSTRAINT organization_invitation_replaced_tokens_hash_format
    CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- Gone with its invitation (an organization deleted, a role's history cleared).
  invitation_id uuid NOT NULL REFERENCES organization_invitations (id) ON DELETE CASCADE,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_invitation_replaced_tokens_invitation_idx
  ON organization_invitation_replaced_tokens (invitation_id);
