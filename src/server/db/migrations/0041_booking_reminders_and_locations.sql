-- Issue 21: booking reminders and meeting locations (decision 058).
--
-- Each event type carries its reminder list (reminders: [{offsetMinutes, toHost}], the
-- form's own shape; default 24 hours and 1 hour before) and how the meeting happens
-- (location_kind; location holds the address, the host's number or the fixed video
-- link). A booking on a "Jitsi Meet" event type stores its own room (meeting_url).
ALTER TABLE scheduling_event_types
  ADD COLUMN location_kind text NOT NULL DEFAULT 'none'
    CHECK (location_kind IN ('none', 'in_person', 'phone_host', 'phone_invitee', 'video_link', 'jitsi')),
  ADD COLUMN reminders jsonb NOT NULL
    DEFAULT '[{"offsetMinutes":1440,"toHost":false},{"offsetMinutes":60,"toHost":false}]'
    CHECK (jsonb_typeof(reminders) = 'array' AND jsonb_array_length(reminders) <= 5);
-- A location typed before kinds existed reads as it was typed: an address.
UPDATE scheduling_event_types SET location_kind = 'in_person' WHERE location IS NOT NULL;

ALTER TABLE scheduling_bookings ADD COLUMN meeting_url text;

-- One row per reminder of a live booking. remind_at is its moment (start - offset);
-- sent_for_start is the start time it was sent for (NULL: not sent yet). The job
-- claims rows with UPDATE … SET sent_for_start = start WHERE sent_for_start IS NULL AND
-- remind_at <= now() (FOR UPDATE SKIP LOCKED) and queues the mails in the same
-- transaction: each moment is sent exactly once across processes and restarts.
-- armed_at is when the moment was last set (booked, moved, reminder added): a moment
-- already past then is claimed without a mail (a booking made after it skips it).
CREATE TABLE scheduling_booking_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES scheduling_bookings (id) ON DELETE CASCADE,
  offset_minutes integer NOT NULL CHECK (offset_minutes BETWEEN 1 AND 43200),
  to_host boolean NOT NULL DEFAULT false,
  remind_at timestamptz NOT NULL,
  armed_at timestamptz NOT NULL DEFAULT now(),
  sent_for_start timestamptz,
  CONSTRAINT scheduling_booking_reminders_once UNIQUE (booking_id, offset_minutes)
);
-- The job's only read: the unsent rows, by moment.
CREATE INDEX scheduling_booking_reminders_due_idx
  ON scheduling_booking_reminders (remind_at) WHERE sent_for_start IS NULL;

-- The event type's reminders for a new live booking.
CREATE FUNCTION scheduling_bookings_arm_reminders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'canceled' AND NEW.event_type_id IS NOT NULL THEN
    INSERT INTO scheduling_booking_reminders (booking_id, offset_minutes, to_host, remind_at)
    SELECT NEW.id, (r ->> 'offsetMinutes')::integer, COALESCE((r ->> 'toHost')::boolean, false),
           NEW.start_time - make_interval(mins => (r ->> 'offsetMinutes')::integer)
    FROM scheduling_event_types e, jsonb_array_elements(e.reminders) r
    WHERE e.id = NEW.event_type_id
    ON CONFLICT (booking_id, offset_minutes) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER scheduling_bookings_arm_reminders AFTER INSERT ON scheduling_bookings
  FOR EACH ROW EXECUTE FUNCTION scheduling_bookings_arm_reminders();

-- A canceled booking's reminders are dropped; a moved booking's move with it and are
-- sent again for the new start (whoever moves it: no caller has to remember).
CREATE FUNCTION scheduling_bookings_rearm_reminders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'canceled' THEN
    DELETE FROM scheduling_booking_reminders WHERE booking_id = NEW.id;
  ELSIF NEW.start_time IS DISTINCT FROM OLD.start_time THEN
    UPDATE scheduling_booking_reminders
    SET remind_at = NEW.start_time - make_interval(mins => offset_minutes),
        sent_for_start = NULL,
        armed_at = now()
    WHERE booking_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER scheduling_bookings_rearm_reminders AFTER UPDATE OF start_time, status
  ON scheduling_bookings
  FOR EACH ROW WHEN (OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION scheduling_bookings_rearm_reminders();

-- An edited reminder list applies to the event type's live bookings still to come:
-- unsent reminders no longer listed go, new ones are armed (now: one whose moment
-- has passed is skipped), and the host copy follows the list. Sent ones stay sent.
CREATE FUNCTION scheduling_event_types_sync_reminders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM scheduling_booking_reminders br
  USING scheduling_bookings b
  WHERE b.id = br.booking_id AND b.event_type_id = NEW.id AND br.sent_for_start IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(NEW.reminders) r
      WHERE (r ->> 'offsetMinutes')::integer = br.offset_minutes
    );
  INSERT INTO scheduling_booking_reminders (booking_id, offset_minutes, to_host, remind_at)
  SELECT b.id, (r ->> 'offsetMinutes')::integer, COALESCE((r ->> 'toHost')::boolean, false),
         b.start_time - make_interval(mins => (r ->> 'offsetMinutes')::integer)
  FROM scheduling_bookings b, jsonb_array_elements(NEW.reminders) r
  WHERE b.event_type_id = NEW.id AND b.status <> 'canceled' AND b.start_time > now()
  ON CONFLICT (booking_id, offset_minutes)
    DO UPDATE SET to_host = EXCLUDED.to_host
    WHERE scheduling_booking_reminders.to_host IS DISTINCT FROM EXCLUDED.to_host;
  RETURN NULL;
END;
$$;
CREATE TRIGGER scheduling_event_types_sync_reminders AFTER UPDATE OF reminders
  ON scheduling_event_types
  FOR EACH ROW WHEN (OLD.reminders IS DISTINCT FROM NEW.reminders)
  EXECUTE FUNCTION scheduling_event_types_sync_reminders();

-- Live bookings still to come get the default reminders; moments already past are
-- skipped (armed now).
INSERT INTO scheduling_booking_reminders (booking_id, offset_minutes, to_host, remind_at)
SELECT b.id, (r ->> 'offsetMinutes')::integer, false,
       b.start_time - make_interval(mins => (r ->> 'offsetMinutes')::integer)
FROM scheduling_bookings b
JOIN scheduling_event_types e ON e.id = b.event_type_id,
     jsonb_array_elements(e.reminders) r
WHERE b.status <> 'canceled' AND b.start_time > now();
