-- Click and view tracking of the Scale Page (spec §3 LinkClick, §7 link_clicks and
-- increment_click_count). No raw IP address is stored anywhere: visitor_hash is a
-- keyed hash of day + IP + user agent, so a visitor can be counted once a day but
-- never identified or followed from one day to the next.

CREATE TABLE link_clicks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id uuid NOT NULL REFERENCES links (id) ON DELETE CASCADE,
  -- The link's owner, copied from links.user_id when the row is written, so the
  -- analytics queries need no join. No foreign key of its own: the link's cascade
  -- already removes the rows with the user, and a second per-row check would slow
  -- the batched writes of the click beacon.
  user_id text NOT NULL,
  user_agent text,
  referrer text,
  visitor_hash text,
  device text NOT NULL DEFAULT 'desktop',
  browser text NOT NULL DEFAULT 'Other',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The analytics tab reads one user's clicks over a date range.
CREATE INDEX link_clicks_user_created_idx ON link_clicks (user_id, created_at);
CREATE INDEX link_clicks_link_idx ON link_clicks (link_id);

CREATE TABLE page_views (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  visitor_hash text,
  referrer text,
  user_agent text,
  device text NOT NULL DEFAULT 'desktop',
  browser text NOT NULL DEFAULT 'Other',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_views_user_created_idx ON page_views (user_id, created_at);
