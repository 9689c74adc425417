-- Documents (issue 7; spec §3 Document, DocumentTrackingLink, DocumentView, Project; §7
-- increment_document_view_count; §9): uploaded files, tracked share links, the views
-- visitors leave behind, and projects that share documents with other users.
-- See docs/decisions/018-documents.md.

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 100),
  description text CHECK (char_length(description) <= 500),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  -- Bytes, at most 10 MB (§5); the kind is read from the content, not the name.
  size integer NOT NULL CHECK (size > 0 AND size <= 10485760),
  type text NOT NULL CHECK (type IN ('pdf', 'jpeg', 'png', 'gif', 'webp')),
  original_filename text CHECK (char_length(original_filename) <= 255),
  -- documents/{userId}/{timestamp}-{random}.{ext} (§7 storage).
  storage_path text NOT NULL UNIQUE,
  file_url text NOT NULL,
  -- A PDF's first page rendered small (documents/{userId}/thumbnails/{id}.webp), or the
  -- image itself scaled down; NULL until made, or when it could not be.
  thumbnail_path text,
  -- PDFs only, once read; the viewer and the time-per-page chart use it.
  page_count integer CHECK (page_count > 0),
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_user_created_idx ON documents (user_id, created_at DESC);
CREATE TRIGGER documents_set_updated_at BEFORE UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE document_tracking_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Unguessable (22 base62 characters, ~130 bits); the URL is /d/{username}/{code}.
  unique_code text NOT NULL UNIQUE CHECK (unique_code ~ '^[A-Za-z0-9]{16,64}$'),
  -- Who the link is for ("Acme — Jane"), shown in analytics and the view mail.
  label text NOT NULL CHECK (btrim(label) <> '' AND char_length(label) <= 100),
  -- A disabled link answers "not found" to visitors and records nothing.
  is_active boolean NOT NULL DEFAULT true,
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_tracking_links_document_idx ON document_tracking_links (document_id);
CREATE INDEX document_tracking_links_user_idx ON document_tracking_links (user_id);
CREATE TRIGGER document_tracking_links_set_updated_at BEFORE UPDATE ON document_tracking_links
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE document_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The viewer page's own id for this visit: its periodic updates and the final beacon
  -- all carry it, so one visit stays one row however many beacons arrive.
  view_key uuid NOT NULL UNIQUE,
  tracking_link_id uuid NOT NULL REFERENCES document_tracking_links (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  -- §7: sent empty; no IP address is stored.
  viewer_ip text NOT NULL DEFAULT '',
  viewer_user_agent text CHECK (char_length(viewer_user_agent) <= 512),
  referrer text CHECK (char_length(referrer) <= 2048),
  -- A keyed hash of the browser's visitor id: unique viewers, and at most one mail per
  -- link per viewer per hour, without storing anything that identifies the person.
  viewer_hash text NOT NULL,
  -- "desktop" / "mobile" / "tablet", read from the user agent once.
  device text NOT NULL DEFAULT 'desktop' CHECK (device IN ('desktop', 'mobile', 'tablet')),
  -- Seconds per page: {"1": 12, "2": 30}; pages_viewed is its pages in order.
  page_seconds jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(page_seconds) = 'object'),
  pages_viewed integer[] NOT NULL DEFAULT '{}',
  -- Seconds, capped by the server at what the visit's own clock allows.
  time_spent integer NOT NULL DEFAULT 0 CHECK (time_spent >= 0 AND time_spent <= 86400),
  -- The visit has ended (page hidden or closed); later beacons may still extend it.
  is_final boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_views_document_created_idx ON document_views (document_id, created_at DESC);
CREATE INDEX document_views_link_created_idx ON document_views (tracking_link_id, created_at DESC);
CREATE TRIGGER document_views_set_updated_at BEFORE UPDATE ON document_views
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- At most one "was just viewed" mail per link per viewer per hour.
CREATE TABLE document_view_notifications (
  tracking_link_id uuid NOT NULL REFERENCES document_tracking_links (id) ON DELETE CASCADE,
  viewer_hash text NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tracking_link_id, viewer_hash)
);

-- §7 increment_document_view_count {p_tracking_link_id, p_document_id}: one view, counted
-- on the link and on the document in one statement each, only when the two belong
-- together (a forged pair counts nothing). Returns whether it counted.
CREATE FUNCTION increment_document_view_count(p_tracking_link_id uuid, p_document_id uuid)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE document_tracking_links
    SET view_count = view_count + 1
    WHERE id = p_tracking_link_id AND document_id = p_document_id;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE documents SET view_count = view_count + 1 WHERE id = p_document_id;
  RETURN true;
END;
$$;

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The owner: their plan sets the project's limits (§9).
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  description text CHECK (char_length(description) <= 500),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'archived')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_user_idx ON projects (user_id, created_at DESC);
CREATE TRIGGER projects_set_updated_at BEFORE UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- §6 project member roles: owner (the project's user_id, one row), editor (adds and
-- removes documents), viewer (sees them).
CREATE TABLE project_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'editor', 'viewer')),
  added_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT project_members_user_key UNIQUE (project_id, user_id)
);
CREATE UNIQUE INDEX project_members_one_owner ON project_members (project_id) WHERE role = 'owner';
CREATE INDEX project_members_user_idx ON project_members (user_id);

CREATE TABLE project_documents (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  added_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, document_id)
);
CREATE INDEX project_documents_document_idx ON project_documents (document_id);
