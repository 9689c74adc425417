-- One definition of a host's packed bookings (decision 086): the kept text's rebuild
-- (scheduling_host_busy_refresh, 0064) and a reader's fallback for a span the text does
-- not cover (booking-slot-query.ts hostBookingsPacked) both printed them, in two copies of
-- the same SQL that had to agree byte for byte. Both call this function now.
--
-- "eventTypeId,start,end,blockedStart,blockedEnd;…" in epoch milliseconds, in start order,
-- for the host's live bookings that overlap [from, to).
CREATE FUNCTION scheduling_bookings_packed(host text, from_at timestamptz, to_at timestamptz)
RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(concat_ws(',', coalesce(b.event_type_id::text, ''),
      (date_part('epoch', b.start_time) * 1000)::bigint,
      (date_part('epoch', b.end_time) * 1000)::bigint,
      (date_part('epoch', lower(b.blocked_during)) * 1000)::bigint,
      (date_part('epoch', upper(b.blocked_during)) * 1000)::bigint), ';' ORDER BY b.start_time), '')
  FROM scheduling_bookings b
  WHERE b.user_id = host AND b.status IN ('pending', 'confirmed')
    AND b.start_time < to_at AND b.end_time > from_at
$$;

CREATE OR REPLACE FUNCTION scheduling_host_busy_refresh(hosts text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  host text;
BEGIN
  -- In one order, so two statements that touch the same hosts cannot deadlock here.
  FOR host IN SELECT DISTINCT h FROM unnest(hosts) AS h WHERE h IS NOT NULL ORDER BY h LOOP
    PERFORM pg_advisory_xact_lock(hashtext('scheduling_host_busy'), hashtext(host));
  END LOOP;
  -- A statement of its own, after the locks: its snapshot holds every committed booking.
  -- A host being deleted (the cascade that brought us here) is gone from users: no row.
  INSERT INTO scheduling_host_busy (user_id, packed, complete_from)
  SELECT u.id,
    scheduling_bookings_packed(u.id, now() - interval '10 days', 'infinity'),
    now() - interval '10 days'
  FROM users u
  WHERE u.id = ANY(hosts)
  ON CONFLICT (user_id) DO UPDATE
    SET packed = EXCLUDED.packed, complete_from = EXCLUDED.complete_from;
END;
$$;
