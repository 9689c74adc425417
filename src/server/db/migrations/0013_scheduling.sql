-- Scheduling and public booking (issue 5; spec §3 EventType, Availability, Question,
-- Booking, Response). Times of day are the host's local time (profiles.timezone);
-- booking instants are timestamptz.

-- GiST over text equality, for the no-overlap exclusion constraint below.
-- In public (on every search_path), so schemas sharing the database share it.
CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public;

CREATE TABLE scheduling_event_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 100),
  description text CHECK (char_length(description) <= 1000),
  location text CHECK (char_length(location) <= 500),
  color text NOT NULL DEFAULT '#3E76D9' CHECK (color ~ '^#[0-9A-Fa-f]{6}$'),
  duration integer NOT NULL DEFAULT 30 CHECK (duration > 0 AND duration <= 1440),
  buffer_before integer NOT NULL DEFAULT 0 CHECK (buffer_before >= 0 AND buffer_before <= 1440),
  buffer_after integer NOT NULL DEFAULT 0 CHECK (buffer_after >= 0 AND buffer_after <= 1440),
  -- Minutes.
  min_booking_notice integer NOT NULL DEFAULT 0 CHECK (min_booking_notice >= 0),
  max_bookings_per_day integer CHECK (max_bookings_per_day > 0),
  date_range_start date,
  date_range_end date,
  requires_confirmation boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT scheduling_event_types_date_range
    CHECK (date_range_end IS NULL OR date_range_start IS NULL OR date_range_end >= date_range_start)
);
CREATE UNIQUE INDEX scheduling_event_types_user_slug_key
  ON scheduling_event_types (user_id, slug);
CREATE INDEX scheduling_event_types_user_created_idx
  ON scheduling_event_types (user_id, created_at DESC);
CREATE TRIGGER scheduling_event_types_set_updated_at BEFORE UPDATE ON scheduling_event_types
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- event_type_id NULL: the user's general weekly availability; otherwise an override
-- for that event type (used instead of the general one when it has any rows).
CREATE TABLE scheduling_availability (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_type_id uuid REFERENCES scheduling_event_types (id) ON DELETE CASCADE,
  day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
  start_time time NOT NULL,
  end_time time NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT scheduling_availability_end_after_start CHECK (end_time > start_time)
);
CREATE INDEX scheduling_availability_user_idx
  ON scheduling_availability (user_id, event_type_id, day_of_week, start_time);

CREATE TABLE scheduling_questions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_type_id uuid NOT NULL REFERENCES scheduling_event_types (id) ON DELETE CASCADE,
  question text NOT NULL CHECK (btrim(question) <> '' AND char_length(question) <= 500),
  type text NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'textarea', 'select', 'radio')),
  options text[] NOT NULL DEFAULT '{}' CHECK (cardinality(options) <= 50),
  is_required boolean NOT NULL DEFAULT false,
  order_index integer NOT NULL DEFAULT 0
);
CREATE INDEX scheduling_questions_event_type_idx
  ON scheduling_questions (event_type_id, order_index);

CREATE TABLE scheduling_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- A deleted event type leaves its bookings ("Unknown Event Type" in the lists).
  event_type_id uuid REFERENCES scheduling_event_types (id) ON DELETE SET NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  -- The meeting plus the event type's buffers on both sides, as booked: the span no
  -- other live booking of the host may overlap.
  blocked_during tstzrange NOT NULL,
  invitee_name text NOT NULL CHECK (btrim(invitee_name) <> '' AND char_length(invitee_name) <= 200),
  invitee_email text NOT NULL CHECK (char_length(invitee_email) <= 254),
  invitee_phone text CHECK (char_length(invitee_phone) <= 40),
  invitee_time_zone text,
  notes text CHECK (char_length(notes) <= 5000),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'canceled')),
  cancellation_reason text CHECK (char_length(cancellation_reason) <= 1000),
  canceled_at timestamptz,
  -- The invitee's cancel link (at least 128 random bits, base64url).
  cancel_token text NOT NULL UNIQUE CHECK (char_length(cancel_token) >= 22),
  -- The calendar file's SEQUENCE: raised on every change the invitee is mailed about.
  ics_sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT scheduling_bookings_end_after_start CHECK (end_time > start_time),
  CONSTRAINT scheduling_bookings_blocked_covers_meeting
    CHECK (blocked_during @> tstzrange(start_time, end_time)),
  -- Never a double booking, whatever the race: two live bookings of one host cannot
  -- overlap, buffers included (btree_gist gives GiST the text equality).
  CONSTRAINT scheduling_bookings_no_overlap EXCLUDE USING gist (
    user_id WITH =,
    blocked_during WITH &&
  ) WHERE (status IN ('pending', 'confirmed'))
);
CREATE INDEX scheduling_bookings_user_start_idx ON scheduling_bookings (user_id, start_time);
CREATE INDEX scheduling_bookings_event_type_idx ON scheduling_bookings (event_type_id);
CREATE TRIGGER scheduling_bookings_set_updated_at BEFORE UPDATE ON scheduling_bookings
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE scheduling_responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES scheduling_bookings (id) ON DELETE CASCADE,
  -- The question may be edited or removed later: its text as asked is kept.
  question_id uuid REFERENCES scheduling_questions (id) ON DELETE SET NULL,
  question text NOT NULL,
  response text NOT NULL CHECK (char_length(response) <= 5000)
);
CREATE INDEX scheduling_responses_booking_idx ON scheduling_responses (booking_id);
