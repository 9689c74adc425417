-- Identical views arriving within one write batch (the same visitor, referrer and
-- browser, a fraction of a second apart) are stored as one row with a count, so a
-- burst of traffic costs the database rows per distinct visitor, not per request.
ALTER TABLE page_views ADD COLUMN views integer NOT NULL DEFAULT 1 CHECK (views > 0);
