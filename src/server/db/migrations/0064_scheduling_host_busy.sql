-- Each host's live bookings kept as one text (issue 22 "Speed", decision 086). The slot
-- engine needs a host's bookings around the asked span; reading them meant reading and
-- printing one row per booking — for a 5-host round-robin team with 1,000 bookings each,
-- 5,000 rows and most of the 20 ms budget (about 9 of 13 ms of the team query on PGlite).
-- This table holds, per host, what that read printed ("eventTypeId,start,end,
-- blockedStart,blockedEnd;…" in epoch milliseconds, booking-slot-query.ts packedBookings),
-- for every live booking ending after complete_from: a slots read is then one row per host.
--
-- Kept by statement triggers on scheduling_bookings, in the writing transaction: a write
-- that touches a host's live bookings rebuilds that host's text from the table. Two
-- writers of one host take turns on an advisory lock held to commit, and the rebuild
-- runs as a statement after the lock is taken, so under READ COMMITTED it sees every
-- booking committed before it: the last writer's text has them all.
--
-- A reader uses the text only when complete_from is at or before the earliest instant it
-- needs, and otherwise (a span in the past, a host with no row yet) reads the bookings.
CREATE TABLE scheduling_host_busy (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  packed text NOT NULL,
  complete_from timestamptz NOT NULL
);

-- How far back a rebuild keeps bookings: the readers' widest margin (nine days before a
-- span, for max_bookings_per_week) plus a day.
CREATE FUNCTION scheduling_host_busy_refresh(hosts text[]) RETURNS void
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
    coalesce((
      SELECT string_agg(concat_ws(',', coalesce(b.event_type_id::text, ''),
          (date_part('epoch', b.start_time) * 1000)::bigint,
          (date_part('epoch', b.end_time) * 1000)::bigint,
          (date_part('epoch', lower(b.blocked_during)) * 1000)::bigint,
          (date_part('epoch', upper(b.blocked_during)) * 1000)::bigint), ';' ORDER BY b.start_time)
      FROM scheduling_bookings b
      WHERE b.user_id = u.id AND b.status IN ('pending', 'confirmed')
        AND b.end_time > now() - interval '10 days'), ''),
    now() - interval '10 days'
  FROM users u
  WHERE u.id = ANY(hosts)
  ON CONFLICT (user_id) DO UPDATE
    SET packed = EXCLUDED.packed, complete_from = EXCLUDED.complete_from;
END;
$$;

CREATE FUNCTION scheduling_host_busy_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduling_host_busy_refresh(ARRAY(
    SELECT n.user_id FROM new_rows n WHERE n.status IN ('pending', 'confirmed')));
  RETURN NULL;
END;
$$;

CREATE FUNCTION scheduling_host_busy_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduling_host_busy_refresh(ARRAY(
    SELECT o.user_id FROM old_rows o WHERE o.status IN ('pending', 'confirmed')));
  RETURN NULL;
END;
$$;

-- Only a change of what the text holds (host, event type, times, live or not) rebuilds:
-- a reminder sent, a calendar id stored or a SEQUENCE raised does not. Both the old host
-- and the new one when a booking moves between hosts.
CREATE FUNCTION scheduling_host_busy_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM scheduling_host_busy_refresh(ARRAY(
    SELECT unnest(ARRAY[o.user_id, n.user_id])
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.status IN ('pending', 'confirmed') OR n.status IN ('pending', 'confirmed'))
      AND (o.user_id, o.event_type_id, o.start_time, o.end_time, o.blocked_during, o.status)
        IS DISTINCT FROM (n.user_id, n.event_type_id, n.start_time, n.end_time, n.blocked_during, n.status)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER scheduling_host_busy_insert AFTER INSERT ON scheduling_bookings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scheduling_host_busy_on_insert();
CREATE TRIGGER scheduling_host_busy_delete AFTER DELETE ON scheduling_bookings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scheduling_host_busy_on_delete();
CREATE TRIGGER scheduling_host_busy_update AFTER UPDATE ON scheduling_bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION scheduling_host_busy_on_update();

SELECT scheduling_host_busy_refresh(ARRAY(
  SELECT DISTINCT user_id FROM scheduling_bookings
  WHERE status IN ('pending', 'confirmed') AND end_time > now() - interval '10 days'));
