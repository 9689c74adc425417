-- Issue 22, decision 063: team event types. They are rows of scheduling_event_types (so
-- bookings, mails, calendar files, reminders, reschedule and cancel keep one path) with a
-- team kind, living in a team workspace; their hosts are listed beside them. Every booking
-- still has exactly one host in user_id, so the exclusion constraint of 0013 keeps
-- deciding double bookings across personal and team events. A collective booking is one
-- row per host: the invitee's (the primary) and one per other host pointing at it.
ALTER TABLE scheduling_event_types
  ADD COLUMN team_kind text CHECK (team_kind IN ('round_robin', 'collective'));

-- A host's slugs stay theirs for personal event types; a team's slugs are the workspace's.
DROP INDEX scheduling_event_types_user_slug_key;
CREATE UNIQUE INDEX scheduling_event_types_user_slug_key
  ON scheduling_event_types (user_id, slug) WHERE team_kind IS NULL;
CREATE UNIQUE INDEX scheduling_event_types_team_slug_key
  ON scheduling_event_types (workspace_id, slug) WHERE team_kind IS NOT NULL;

CREATE TABLE scheduling_team_hosts (
  event_type_id uuid NOT NULL REFERENCES scheduling_event_types (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Round robin's share (core/round-robin.ts): 100 is one normal share.
  weight integer NOT NULL DEFAULT 100 CHECK (weight BETWEEN 1 AND 1000),
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_type_id, user_id)
);
CREATE INDEX scheduling_team_hosts_user_idx ON scheduling_team_hosts (user_id);

-- A collective booking's other hosts: their rows follow the invitee's row.
ALTER TABLE scheduling_bookings
  ADD COLUMN primary_booking_id uuid REFERENCES scheduling_bookings (id) ON DELETE CASCADE;
CREATE INDEX scheduling_bookings_primary_idx ON scheduling_bookings (primary_booking_id)
  WHERE primary_booking_id IS NOT NULL;
-- Round robin counts each host's bookings of the event type.
CREATE INDEX scheduling_bookings_event_type_user_idx
  ON scheduling_bookings (event_type_id, user_id, created_at);

-- The invitee cancels or moves the primary row (their link); the other hosts' rows follow
-- in the same statement, so the constraint judges every host's new time at once (a host
-- busy at the new time makes the whole move fail as "just taken").
CREATE FUNCTION scheduling_follow_primary_booking() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE scheduling_bookings
     SET status = NEW.status,
         cancellation_reason = NEW.cancellation_reason,
         canceled_at = NEW.canceled_at,
         start_time = NEW.start_time,
         end_time = NEW.end_time,
         blocked_during = NEW.blocked_during
   WHERE primary_booking_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER scheduling_bookings_follow_primary
  AFTER UPDATE OF status, start_time, end_time, blocked_during ON scheduling_bookings
  FOR EACH ROW
  WHEN (NEW.primary_booking_id IS NULL AND (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.start_time IS DISTINCT FROM NEW.start_time
    OR OLD.end_time IS DISTINCT FROM NEW.end_time))
  EXECUTE FUNCTION scheduling_follow_primary_booking();
