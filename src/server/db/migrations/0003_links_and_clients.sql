-- The Scale Page links and the CRM's clients (spec section 3). The dashboard overview
-- counts them now; the links and clients features build on these tables.

CREATE TABLE links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 200),
  description text CHECK (char_length(description) <= 500),
  -- Only schemes a visitor's browser can safely follow from the public page.
  url text NOT NULL
    CONSTRAINT links_url_scheme CHECK (url ~* '^(https?://|mailto:|tel:)' AND char_length(url) <= 2048),
  is_active boolean NOT NULL DEFAULT true,
  order_index integer NOT NULL DEFAULT 0,
  click_count integer NOT NULL DEFAULT 0 CHECK (click_count >= 0),
  -- Storage path of an uploaded image (links/{userId}/{id}.{ext}), not a URL.
  thumbnail_path text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX links_user_order_idx ON links (user_id, order_index);
CREATE TRIGGER links_set_updated_at BEFORE UPDATE ON links
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE clients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CONSTRAINT clients_name_required CHECK (btrim(name) <> ''),
  email text,
  phone text,
  company text,
  position text,
  status text NOT NULL DEFAULT 'new_lead' CHECK (status IN (
    'new_lead', 'contacted', 'qualified', 'proposal_sent',
    'negotiation', 'closed_won', 'closed_lost', 'on_hold'
  )),
  lead_source text NOT NULL DEFAULT 'scale_page' CHECK (lead_source IN (
    'scale_page', 'referral', 'social_media', 'website', 'cold_outreach', 'event', 'other'
  )),
  lead_score integer CONSTRAINT clients_lead_score_range CHECK (lead_score BETWEEN 0 AND 100),
  -- Money in cents; the spec's estimated_value is dollars with step 0.01.
  estimated_value_cents bigint NOT NULL DEFAULT 0 CHECK (estimated_value_cents >= 0),
  expected_close_date date,
  notes text,
  tags text[] NOT NULL DEFAULT '{}',
  contact_details jsonb NOT NULL DEFAULT '{"phones": [], "emails": [], "addresses": []}'
    CHECK (jsonb_typeof(contact_details) = 'object'),
  website_urls jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(website_urls) = 'array'),
  last_contacted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The kanban and the status tiles group by status; the list shows newest changes first.
CREATE INDEX clients_user_status_idx ON clients (user_id, status);
CREATE INDEX clients_user_updated_idx ON clients (user_id, updated_at DESC);
CREATE TRIGGER clients_set_updated_at BEFORE UPDATE ON clients
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
