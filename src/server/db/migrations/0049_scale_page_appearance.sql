-- Issue 23, decision 068: the Scale Page's appearance, one row per owner (none = the
-- default "Scale" theme). `appearance` holds the look's tokens and social icon URLs as
-- the core schema (ZAppearance) accepted them; the uploaded background picture is its
-- own column so a new upload replaces the file without touching the saved look.
CREATE TABLE scale_page_appearances (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  appearance jsonb NOT NULL,
  background_image_path text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
