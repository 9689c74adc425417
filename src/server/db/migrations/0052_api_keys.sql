-- Issue 24, API keys (decision 071): a workspace's keys for scripts and automation tools.
-- The secret is shown once and only its SHA-256 is kept (a 32-byte random secret needs no
-- slow hash: nobody can try 2^256 guesses); `prefix` is the visible start that tells
-- keys apart in the list. A key acts with its role's keys (never more than its creator
-- holds at the time of the request) and writes records in its creator's name.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  -- NULL once the role is deleted: the key then answers 401 (it fails closed).
  role_id uuid REFERENCES roles (id) ON DELETE SET NULL,
  created_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  prefix text NOT NULL CHECK (char_length(prefix) BETWEEN 8 AND 40),
  expires_at timestamptz,
  -- Written at most once a minute per key, not on every request.
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The settings list: a workspace's live keys, newest first.
CREATE INDEX api_keys_workspace_idx ON api_keys (workspace_id, created_at DESC)
  WHERE revoked_at IS NULL;
