-- is_timeslot_available (spec §7): whether the booking page would offer this meeting,
-- by the same rules as isSlotOffered in src/core/scheduling/slot-engine.ts (read its
-- header; change both together — is-timeslot-available.test.ts compares them).

-- A host-local wall time as an instant. An ambiguous wall time (fall back) is its first
-- occurrence; one in a spring-forward gap is placed with the offset in force before the
-- gap. (AT TIME ZONE alone would take the second occurrence of an ambiguous time.)
-- The offsets a day before and a day after are the only two a wall time can mean.
CREATE FUNCTION scheduling_local_to_instant(p_local timestamp, p_zone text)
RETURNS timestamptz
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $$
DECLARE
  v_before interval :=
    (((p_local - interval '1 day') AT TIME ZONE 'UTC') AT TIME ZONE p_zone)
    - (p_local - interval '1 day');
  v_after interval :=
    (((p_local + interval '1 day') AT TIME ZONE 'UTC') AT TIME ZONE p_zone)
    - (p_local + interval '1 day');
  v_first timestamptz := (p_local - greatest(v_before, v_after)) AT TIME ZONE 'UTC';
  v_second timestamptz := (p_local - least(v_before, v_after)) AT TIME ZONE 'UTC';
BEGIN
  IF (v_first AT TIME ZONE p_zone) = p_local THEN
    RETURN v_first;
  ELSIF (v_second AT TIME ZONE p_zone) = p_local THEN
    RETURN v_second;
  END IF;
  RETURN (p_local - v_before) AT TIME ZONE 'UTC';
END;
$$;

-- Only live (pending, confirmed) bookings count. The meeting must be exactly the event
-- type's duration long, and the event type active and the user's; anything else is no
-- offered slot.
CREATE FUNCTION is_timeslot_available(
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
  v_wall interval;
  v_has_own boolean;
  v_window_start time;
  v_window_end time;
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

  -- The event type's own weekly rows if it has any, else the general ones; of the
  -- weekday's rows, the first by start time (then end time).
  v_has_own := EXISTS (
    SELECT 1 FROM scheduling_availability
    WHERE user_id = p_user_id AND event_type_id = p_event_type_id
  );
  SELECT start_time, end_time INTO v_window_start, v_window_end
    FROM scheduling_availability
    WHERE user_id = p_user_id
      AND day_of_week = extract(dow FROM v_day)
      AND CASE WHEN v_has_own THEN event_type_id = p_event_type_id ELSE event_type_id IS NULL END
    ORDER BY start_time, end_time
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN false;
  END IF;

  -- On the window's grid of wall times, at the first occurrence of that wall time.
  v_step_seconds := (v_type.duration + v_type.buffer_before + v_type.buffer_after) * 60;
  IF v_wall < v_window_start::interval OR v_wall >= v_window_end::interval
     OR mod(extract(epoch FROM v_wall - v_window_start::interval), v_step_seconds) <> 0
     OR scheduling_local_to_instant(v_local, v_zone) <> p_start_time THEN
    RETURN false;
  END IF;
  -- The meeting fits in the window (its buffers may lie outside).
  IF p_end_time > scheduling_local_to_instant(v_day + v_window_end, v_zone) THEN
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
  RETURN true;
END;
$$;
