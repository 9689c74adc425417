-- Issue 23, decision 069: section headers, one featured link and a schedule on the
-- Scale Page's links. A header is a row of kind 'header': a title only, no URL.
ALTER TABLE links ADD COLUMN kind text NOT NULL DEFAULT 'link'
  CONSTRAINT links_kind_check CHECK (kind IN ('link', 'header'));
ALTER TABLE links ALTER COLUMN url DROP NOT NULL;
ALTER TABLE links ADD CONSTRAINT links_url_by_kind CHECK ((kind = 'link') = (url IS NOT NULL));

-- The highlighted link: at most one per user (marking another clears it first).
ALTER TABLE links ADD COLUMN featured boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX links_one_featured_idx ON links (user_id) WHERE featured;

-- Shown from / until (either may be open); the page shows a link only inside it.
ALTER TABLE links ADD COLUMN show_from timestamptz;
ALTER TABLE links ADD COLUMN show_until timestamptz;
ALTER TABLE links ADD CONSTRAINT links_schedule_in_order CHECK (show_until > show_from);

ALTER TABLE links ADD CONSTRAINT links_header_is_plain CHECK (
  kind = 'link' OR (
    NOT featured AND show_from IS NULL AND show_until IS NULL AND description IS NULL
    AND thumbnail_path IS NULL
  )
);
