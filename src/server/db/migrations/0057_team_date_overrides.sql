-- Issue 22 (decision 077): a team event type's date overrides.
--
-- A team event type's date override is a scheduling_date_overrides row of that event type
-- whose dates and hours are read in `time_zone` (the editor's choice), applying to every
-- host of the event type. NULL for every other row: a person's overrides, and a personal
-- event type's, are read in the host's zone as before (decision 056).
ALTER TABLE scheduling_date_overrides ADD COLUMN time_zone text;
