-- Identity (written by better-auth, mapped to these snake_case names in
-- src/server/auth/auth.ts) and the profile every account gets (spec section 3).

-- Keeps updated_at honest for rows our own code changes; better-auth sets it itself.
CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;

CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- better-auth lowercases e-mails before writing them.
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'credential' for e-mail + password, else the OAuth provider id ('google', 'oidc').
  provider_id text NOT NULL,
  account_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One identity at a provider belongs to one user.
  UNIQUE (provider_id, account_id)
);
CREATE INDEX accounts_user_id_idx ON accounts (user_id);

-- Short-lived tokens: e-mail verification, password reset, OAuth state.
CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications (identifier);

-- Rate-limit counters live here so every server instance sees the same counts.
CREATE TABLE rate_limits (
  id text PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  -- Milliseconds since the epoch, as better-auth writes it.
  last_request bigint NOT NULL
);
CREATE INDEX rate_limits_last_request_idx ON rate_limits (last_request);

CREATE TABLE profiles (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The Scale Page address (/:username): URL-safe, 3-30 characters, starting and
  -- ending with a letter or digit. Unique regardless of case (index below).
  username text NOT NULL
    CONSTRAINT profiles_username_url_safe
    CHECK (username ~ '^[A-Za-z0-9][A-Za-z0-9_-]{1,28}[A-Za-z0-9]$'),
  display_name text CHECK (char_length(display_name) <= 100),
  bio text CONSTRAINT profiles_bio_length CHECK (char_length(bio) <= 500),
  avatar_url text,
  is_public boolean NOT NULL DEFAULT true,
  is_platform_admin boolean NOT NULL DEFAULT false,
  tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro', 'business')),
  notification_preferences jsonb NOT NULL DEFAULT '{
    "email_notifications": true,
    "email_marketing": false,
    "email_system": true,
    "push_notifications": true,
    "push_messages": true,
    "push_reminders": true
  }'::jsonb CHECK (jsonb_typeof(notification_preferences) = 'object'),
  -- An IANA name; the application validates it against the runtime's list.
  timezone text NOT NULL DEFAULT 'UTC' CHECK (timezone <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX profiles_username_key ON profiles (lower(username));
CREATE TRIGGER profiles_set_updated_at BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
