-- Two-factor authentication with an authenticator app (better-auth's twoFactor plugin,
-- mapped to these snake_case names in src/server/auth/auth.ts).

ALTER TABLE users ADD COLUMN two_factor_enabled boolean NOT NULL DEFAULT false;

-- One row per user while enrolling or enrolled. The secret and the backup codes are
-- encrypted by better-auth with AUTH_SECRET; a row with verified = false is an
-- enrolment whose first code has not been confirmed yet and does not guard sign-in.
CREATE TABLE two_factors (
  id text PRIMARY KEY,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  verified boolean NOT NULL DEFAULT true,
  -- Consecutive failed codes at sign-in; better-auth locks the account for a while
  -- after too many.
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
