-- Issue 22: the team page (/team/:orgSlug) and lead routing.

-- The workspace's routing state: the setting "New leads" and the row a routing
-- transaction locks (SELECT … FOR UPDATE), so two leads arriving at once are decided one
-- after the other and never both go to the member who was due (decision 061).
CREATE TABLE lead_routing_settings (
  workspace_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  mode text NOT NULL DEFAULT 'round_robin' CHECK (mode IN ('round_robin', 'fixed', 'unassigned')),
  -- The member every lead goes to in mode 'fixed'.
  fixed_user_id text REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each member's place in the rotation. assigned_count includes the starting offset a
-- newcomer gets (core/round-robin.ts levelStartCount); it never resets when someone
-- joins, leaves or is taken out of the rotation.
CREATE TABLE lead_routing_members (
  workspace_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  in_rotation boolean NOT NULL DEFAULT true,
  weight integer NOT NULL DEFAULT 100 CHECK (weight BETWEEN 1 AND 1000),
  out_from timestamptz,
  out_until timestamptz,
  daily_cap integer CHECK (daily_cap BETWEEN 1 AND 10000),
  assigned_count integer NOT NULL DEFAULT 0,
  last_assigned_at timestamptz,
  -- Round-robin leads given on `count_day` (UTC), for the daily cap.
  count_day date,
  day_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (workspace_id, user_id),
  CHECK (out_from IS NULL OR out_until IS NULL OR out_from < out_until)
);

-- The team page's own settings; a team without a row has the form on.
CREATE TABLE team_pages (
  organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
  lead_form_enabled boolean NOT NULL DEFAULT true,
  views bigint NOT NULL DEFAULT 0
);

-- The team's links, kept like a person's: ordered, switchable, counted when clicked.
CREATE TABLE team_page_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (char_length(url) BETWEEN 1 AND 2048),
  position integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  clicks bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_page_links_org_idx ON team_page_links (organization_id, position);

-- Members who chose to appear on the team page (opt-in, each for themselves).
CREATE TABLE team_page_members (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);

-- The team page's contact form rate limit, per visitor and team (the person's form has
-- its own, keyed by the page owner).
CREATE TABLE team_lead_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  visitor_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_lead_submissions_visitor_idx
  ON team_lead_submissions (organization_id, visitor_key, created_at);
