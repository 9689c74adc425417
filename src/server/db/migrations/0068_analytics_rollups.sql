-- The analytics tab from daily rollups (issue 25, decision 091). A Scale Page that catches
-- on collects millions of views; reading them all for every chart took 2.7 s at a million.
-- Each local day of a page (in its owner's time zone) is added up from the raw rows into
-- analytics_days and analytics_day_counts: once when it has ended, and minute by minute
-- while it is today. The tab reads those and the raw rows only for what no row covers: the
-- last minute, and a day a late event reopened. Since a day's row is built from the raw
-- rows it covers, its numbers are the raw answer's, unique visitors included.

-- One local day of one user's page, in the zone it was built for, from starts_at (the day's
-- start) to ends_at: the day's end once it has ended, the job's last pass while it is
-- today. A row for another zone than the profile's (the owner moved) is read as missing
-- until it is rebuilt.
CREATE TABLE analytics_days (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  time_zone text NOT NULL,
  -- What the row covers (a whole day is 23 or 25 hours on a DST change).
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  views integer NOT NULL,
  unique_visitors integer NOT NULL,
  clicks integer NOT NULL,
  PRIMARY KEY (user_id, day)
);
-- A late event finds the rolled-up day it falls in (none, for an event of today).
CREATE INDEX analytics_days_user_ends_idx ON analytics_days (user_id, ends_at);

-- The day's breakdowns: views per referrer host, device and browser; clicks per link.
CREATE TABLE analytics_day_counts (
  user_id text NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('referrer', 'device', 'browser', 'link')),
  key text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (user_id, day, kind, key),
  FOREIGN KEY (user_id, day) REFERENCES analytics_days (user_id, day) ON DELETE CASCADE
);

-- While a day is today: the visitors its row counted, so that the raw rows after ends_at
-- add only visitors not seen earlier that day. Dropped with the row (the day's full build
-- needs none).
CREATE TABLE analytics_day_visitors (
  user_id text NOT NULL,
  day date NOT NULL,
  visitor_hash text NOT NULL,
  PRIMARY KEY (user_id, day, visitor_hash),
  FOREIGN KEY (user_id, day) REFERENCES analytics_days (user_id, day) ON DELETE CASCADE
);

-- UTC days with new raw events, not yet looked at by the rollup job. The job turns each
-- into the owner's local days it overlaps (analytics_stale_days), then builds those once
-- they have ended.
CREATE TABLE analytics_pending (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  utc_day date NOT NULL,
  PRIMARY KEY (user_id, utc_day)
);
CREATE TABLE analytics_stale_days (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- The referrer's host ("instagram.com"), without "www."; no referrer is a direct visit.
-- The rollup job and the tab's raw part both name a referrer this way.
CREATE FUNCTION analytics_referrer_host(referrer text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    nullif(regexp_replace(lower(substring(referrer FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^:/?#]+)')), '^www\.', ''), ''),
    'Direct')
$$;

-- Every batch of views or clicks marks its UTC days pending, and reopens a rolled-up day
-- whose covered stretch it lands in (a late event): the tab reads that day raw until the
-- job rebuilds it. Day
-- bounds are whole minutes in every zone, so the batch's minutes stand for its rows. Only
-- rows older than the user's last rolled-up day are looked at: a batch of today's events
-- (all of them, normally) costs one index probe per user, and a seed of old events for an
-- account without rollups none.
CREATE FUNCTION analytics_events_recorded() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The rollup job holds this lock exclusively while it builds a user's rows: a batch
  -- commits before a pass reads it, or waits for the pass and then reopens what it lands in.
  PERFORM pg_advisory_xact_lock_shared(hashtext('analytics_rollup'), hashtext(u.user_id))
  FROM (SELECT DISTINCT user_id FROM new_rows ORDER BY user_id) u;
  INSERT INTO analytics_pending (user_id, utc_day)
  SELECT DISTINCT n.user_id, (n.created_at AT TIME ZONE 'UTC')::date FROM new_rows n
  ON CONFLICT DO NOTHING;
  DELETE FROM analytics_days d
  USING (
    SELECT DISTINCT n.user_id, date_trunc('minute', n.created_at) AS minute
    FROM new_rows n
    JOIN (
      SELECT u.user_id,
        (SELECT max(a.ends_at) FROM analytics_days a WHERE a.user_id = u.user_id) AS rolled_until
      FROM (SELECT DISTINCT user_id FROM new_rows) u
    ) l ON l.user_id = n.user_id
    WHERE n.created_at < l.rolled_until
  ) m
  WHERE d.user_id = m.user_id AND d.ends_at > m.minute AND d.starts_at <= m.minute;
  RETURN NULL;
END;
$$;
-- Probes by the index, whatever the planner thinks of a small transition table.
ALTER FUNCTION analytics_events_recorded() SET enable_hashjoin = off;
ALTER FUNCTION analytics_events_recorded() SET enable_mergejoin = off;

CREATE TRIGGER page_views_rollup_pending AFTER INSERT ON page_views
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_recorded();
CREATE TRIGGER link_clicks_rollup_pending AFTER INSERT ON link_clicks
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_recorded();

-- An owner who changes time zone gets the days the tab can show (90, and a margin) built
-- again in the new zone; until then the old zone's rows are read as missing.
CREATE FUNCTION analytics_zone_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_pending (user_id, utc_day)
  SELECT NEW.user_id, d::date
  FROM generate_series((now() AT TIME ZONE 'UTC')::date - 92, (now() AT TIME ZONE 'UTC')::date,
    interval '1 day') d
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER profiles_analytics_zone AFTER UPDATE OF timezone ON profiles
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION analytics_zone_changed();

-- The events recorded before this migration: every UTC day that has any.
INSERT INTO analytics_pending (user_id, utc_day)
SELECT DISTINCT user_id, (created_at AT TIME ZONE 'UTC')::date FROM page_views
UNION
SELECT DISTINCT user_id, (created_at AT TIME ZONE 'UTC')::date FROM link_clicks;
