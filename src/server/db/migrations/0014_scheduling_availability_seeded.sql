-- A user's general weekly availability starts as the spec §9 default (Monday to Friday,
-- 09:00 to 17:00), written the first time they touch scheduling. This row records that
-- it was written, so a user who later deletes every slot on purpose keeps an empty week
-- instead of seeing the default come back; its primary key lets exactly one of two
-- concurrent first visits write the default.
CREATE TABLE scheduling_availability_seeded (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
