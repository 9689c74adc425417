-- Issue 20: in-app notifications (the bell in the header), first written by task
-- reminders. One row per thing a user is told; only that user ever reads it.
-- source_key names what caused it ('task_reminder:<task id>:<due_at>'): UNIQUE, so the
-- same reminder can never be stored twice, whatever a job or a retry does.
-- path is the app address the notification opens; workspace_id the team workspace it
-- belongs to (the web switches to it before opening the path), NULL for the user's
-- personal workspace — as the web names it; a deleted team takes its notifications.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  workspace_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('task_reminder')),
  title text NOT NULL CHECK (char_length(title) <= 500),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 2000),
  path text NOT NULL CHECK (path LIKE '/%' AND char_length(path) <= 2000),
  source_key text NOT NULL CONSTRAINT notifications_source_key_unique UNIQUE,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The bell's list: a user's newest first, keyset on (created_at, id).
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
-- The unread badge and "mark all as read": only the unread rows.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
