-- Availability (issue 21, decision 056): date overrides, a limit per week, and every
-- weekly window of a day offered (is_timeslot_available rewritten to match the engine).

-- At most this many live bookings of the event type per host-local week, Monday to Sunday.
ALTER TABLE scheduling_event_types
  ADD COLUMN max_bookings_per_week integer
    CHECK (max_bookings_per_week > 0 AND max_bookings_per_week <= 10000);

-- Other hours on the host-local dates start_date…end_date (inclusive): a holiday or a
-- vacation when `windows` is empty, else those windows instead of the weekday's rows.
-- event_type_id NULL: the user's own (every event type they host); otherwise for that
-- event type only, winning over the user's. windows: [{"startTime":"HH:MM:SS",
-- "endTime":"HH:MM:SS"}, …] in the host's zone, sorted and not overlapping (the server
-- checks; the engine and is_timeslot_available read them alike).
CREATE TABLE scheduling_date_overrides (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  event_type_id uuid REFERENCES scheduling_event_types (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  windows jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (jsonb_typeof(windows) = 'array' AND jsonb_array_length(windows) <= 12),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT scheduling_date_overrides_range
    CHECK (end_date >= start_date AND end_date - start_date <= 366)
);
CREATE INDEX scheduling_date_overrides_user_idx
  ON scheduling_date_overrides (user_id, end_date, start_date);
CREATE INDEX scheduling_date_overrides_event_type_idx
  ON scheduling_date_overrides (event_type_id) WHERE event_type_id IS NOT NULL;

-- The same rules as isSlotOffered in src/core/scheduling/slot-engine.ts (read its header;
-- is-timeslot-available.test.ts compares them). Changed from 0016: the day's windows come
-- from a date override when one covers the host-local date (the event type's, else the
-- user's; within one, the latest start date, then end date), and EVERY window of the day
-- counts, not the first; max_bookings_per_week closes a full host-local week.
CREATE OR REPLACE FUNCTION is_timeslot_available(
  p_user_id text,
  p_event_type_id uuid,
  p_start_time timestamptz,
  p_end_time timestamptz
)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_type scheduling_event_types%ROWTYPE;
  v_zone text;
  v_local timestamp;
  v_day date;
  v_week_start date;
  v_wall interval;
  v_has_own boolean;
  v_override jsonb;
  v_fits boolean := false;
  v_window record;
  v_step_seconds numeric;
  v_earliest timestamptz;
  v_latest_end timestamptz;
BEGIN
  IF p_user_id IS NULL OR p_event_type_id IS NULL OR p_start_time IS NULL
     OR p_end_time IS NULL OR NOT isfinite(p_start_time) THEN
    RETURN false;
  END IF;
  SELECT * INTO v_type FROM scheduling_event_types
    WHERE id = p_event_type_id AND user_id = p_user_id AND is_active;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  IF p_end_time <> p_start_time + make_interval(mins => v_type.duration) THEN
    RETURN false;
  END IF;

  SELECT timezone INTO v_zone FROM profiles WHERE user_id = p_user_id;
  v_zone := coalesce(v_zone, 'UTC');
  BEGIN
    v_local := p_start_time AT TIME ZONE v_zone;
  EXCEPTION WHEN invalid_parameter_value THEN
    -- A zone PostgreSQL does not know: the application falls back to UTC too.
    v_zone := 'UTC';
    v_local := p_start_time AT TIME ZONE v_zone;
  END;
  v_day := v_local::date;
  v_wall := v_local - v_day::timestamp;
  -- At the first occurrence of that wall time.
  IF scheduling_local_to_instant(v_local, v_zone) <> p_start_time THEN
    RETURN false;
  END IF;

  -- The day's windows: an override of the event type, else of the user, else the weekly
  -- rows (the event type's own if it has any, else the general ones).
  SELECT windows INTO v_override FROM scheduling_date_overrides
    WHERE user_id = p_user_id AND v_day BETWEEN start_date AND end_date
      AND (event_type_id = p_event_type_id OR event_type_id IS NULL)
    ORDER BY event_type_id IS NULL, start_date DESC, end_date DESC
    LIMIT 1;
  v_step_seconds := (v_type.duration + v_type.buffer_before + v_type.buffer_after) * 60;
  IF v_override IS NULL THEN
    v_has_own := EXISTS (
      SELECT 1 FROM scheduling_availability
      WHERE user_id = p_user_id AND event_type_id = p_event_type_id
    );
  END IF;
  FOR v_window IN
    SELECT (w->>'startTime')::time AS start_time, (w->>'endTime')::time AS end_time
      FROM jsonb_array_elements(v_override) AS w
      WHERE v_override IS NOT NULL
    UNION ALL
    SELECT start_time, end_time FROM scheduling_availability
      WHERE v_override IS NULL
        AND user_id = p_user_id
        AND day_of_week = extract(dow FROM v_day)
        AND CASE WHEN v_has_own THEN event_type_id = p_event_type_id
                 ELSE event_type_id IS NULL END
  LOOP
    -- On the window's grid of wall times, the meeting inside it (its buffers may lie
    -- outside).
    IF v_wall >= v_window.start_time::interval AND v_wall < v_window.end_time::interval
       AND mod(extract(epoch FROM v_wall - v_window.start_time::interval), v_step_seconds) = 0
       AND p_end_time <= scheduling_local_to_instant(v_day + v_window.end_time, v_zone) THEN
      v_fits := true;
      EXIT;
    END IF;
  END LOOP;
  IF NOT v_fits THEN
    RETURN false;
  END IF;

  -- Not before now + notice or the range's first local midnight; within the range's
  -- last local day, else within 30 × 24 hours.
  v_earliest := now() + make_interval(mins => v_type.min_booking_notice);
  IF v_type.date_range_start IS NOT NULL THEN
    v_earliest := greatest(
      v_earliest, scheduling_local_to_instant(v_type.date_range_start::timestamp, v_zone));
  END IF;
  v_latest_end := CASE
    WHEN v_type.date_range_end IS NOT NULL
      THEN scheduling_local_to_instant((v_type.date_range_end + 1)::timestamp, v_zone)
    ELSE now() + make_interval(hours => 30 * 24)
  END;
  IF p_start_time < v_earliest OR p_end_time > v_latest_end THEN
    RETURN false;
  END IF;

  -- No live booking of the host (any event type) within the buffered meeting.
  IF EXISTS (
    SELECT 1 FROM scheduling_bookings
    WHERE user_id = p_user_id
      AND status IN ('pending', 'confirmed')
      AND blocked_during && tstzrange(
        p_start_time - make_interval(mins => v_type.buffer_before),
        p_end_time + make_interval(mins => v_type.buffer_after))
  ) THEN
    RETURN false;
  END IF;

  -- max_bookings_per_day: live bookings of this event type on the host-local day.
  IF v_type.max_bookings_per_day IS NOT NULL AND (
    SELECT count(*) FROM scheduling_bookings
    WHERE user_id = p_user_id
      AND event_type_id = p_event_type_id
      AND status IN ('pending', 'confirmed')
      AND start_time >= p_start_time - interval '2 days'
      AND start_time < p_start_time + interval '2 days'
      AND (start_time AT TIME ZONE v_zone)::date = v_day
  ) >= v_type.max_bookings_per_day THEN
    RETURN false;
  END IF;
  -- max_bookings_per_week: the same over the host-local week, Monday to Sunday.
  v_week_start := v_day - (extract(isodow FROM v_day)::integer - 1);
  IF v_type.max_bookings_per_week IS NOT NULL AND (
    SELECT count(*) FROM scheduling_bookings
    WHERE user_id = p_user_id
      AND event_type_id = p_event_type_id
      AND status IN ('pending', 'confirmed')
      AND start_time >= p_start_time - interval '9 days'
      AND start_time < p_start_time + interval '9 days'
      AND (start_time AT TIME ZONE v_zone)::date BETWEEN v_week_start AND v_week_start + 6
  ) >= v_type.max_bookings_per_week THEN
    RETURN false;
  END IF;
  RETURN true;
END;
$$;
