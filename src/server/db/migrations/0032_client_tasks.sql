-- Issue 20: follow-up tasks on clients. A task lives where its client lives (the
-- workspace is copied from the client on insert and follows it when the client moves),
-- and is seen through its client: whoever may view the client may view its tasks.
-- due_at is the instant; time_zone is the zone it was entered in (the owner's), so the
-- date and time read back as they were typed.
-- reminded_due_at is the due_at a reminder was sent for (NULL: not reminded yet). The
-- reminder job claims tasks with one UPDATE … SET reminded_due_at = due_at WHERE
-- reminded_due_at IS NULL AND due_at <= now() … RETURNING, so each due time is reminded
-- exactly once across processes and restarts; a trigger clears it when due_at changes,
-- so a moved task is reminded again at its new time (and not before).
CREATE TABLE client_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  assignee_id text REFERENCES users (id) ON DELETE SET NULL,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  notes text CHECK (char_length(notes) <= 10000),
  due_at timestamptz NOT NULL,
  time_zone text NOT NULL,
  done_at timestamptz,
  reminded_due_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION client_tasks_workspace() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.workspace_id INTO NEW.workspace_id FROM clients c WHERE c.id = NEW.client_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER client_tasks_workspace BEFORE INSERT ON client_tasks
  FOR EACH ROW EXECUTE FUNCTION client_tasks_workspace();

CREATE FUNCTION clients_move_tasks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_tasks SET workspace_id = NEW.workspace_id WHERE client_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER clients_move_tasks AFTER UPDATE OF workspace_id ON clients
  FOR EACH ROW WHEN (OLD.workspace_id IS DISTINCT FROM NEW.workspace_id)
  EXECUTE FUNCTION clients_move_tasks();

CREATE FUNCTION client_tasks_due_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.due_at IS DISTINCT FROM OLD.due_at THEN
    NEW.reminded_due_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER client_tasks_due_moved BEFORE UPDATE OF due_at ON client_tasks
  FOR EACH ROW EXECUTE FUNCTION client_tasks_due_moved();

CREATE TRIGGER client_tasks_set_updated_at BEFORE UPDATE ON client_tasks
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- A client's next open task (cards, rows, the "has an open / overdue task" filter).
CREATE INDEX client_tasks_client_open_idx ON client_tasks (client_id, due_at) WHERE done_at IS NULL;
-- The Tasks view: open tasks by assignee (mine) or by workspace (the team's), by due time.
CREATE INDEX client_tasks_assignee_open_idx ON client_tasks (workspace_id, assignee_id, due_at)
  WHERE done_at IS NULL;
CREATE INDEX client_tasks_workspace_open_idx ON client_tasks (workspace_id, due_at) WHERE done_at IS NULL;
-- The Done column, most recent first.
CREATE INDEX client_tasks_done_idx ON client_tasks (workspace_id, done_at DESC) WHERE done_at IS NOT NULL;
-- The reminder job: open tasks whose due time has come and was not yet reminded.
CREATE INDEX client_tasks_reminder_due_idx ON client_tasks (due_at)
  WHERE done_at IS NULL AND reminded_due_at IS NULL;
