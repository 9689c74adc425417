-- The overview's Recent Activity (issue 16, decision 029): one row per thing that
-- happened to a user's page and records — a lead, a booking made or canceled, a shared
-- document opened, clients imported — written in the transaction of the event itself.
-- The words a sentence needs are kept in `data`, so an entry stays readable after its
-- subject is deleted; the subject's id is then set to null and the entry loses its link.
CREATE TABLE activity (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'lead_received', 'booking_created', 'booking_canceled', 'document_viewed',
    'clients_imported'
  )),
  client_id uuid REFERENCES clients (id) ON DELETE SET NULL,
  booking_id uuid REFERENCES scheduling_bookings (id) ON DELETE SET NULL,
  document_id uuid REFERENCES documents (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The feed's pages: newest first, keyset on (created_at, id).
CREATE INDEX activity_user_created_idx ON activity (user_id, created_at DESC, id DESC);
-- Deleting a client, booking or document finds its entries without a scan.
CREATE INDEX activity_client_idx ON activity (client_id) WHERE client_id IS NOT NULL;
CREATE INDEX activity_booking_idx ON activity (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX activity_document_idx ON activity (document_id) WHERE document_id IS NOT NULL;
