-- Issue 21, decision 067: incremental calendar sync. Per busy calendar of a connection,
-- what the last sync learned — the server's sync token (RFC 6578) or ctag, and the
-- span its events were expanded over — and per calendar object its etag and its busy
-- intervals in that span ("startMs,endMs;…"). A later sync asks the server only what
-- changed and re-merges these rows into calendar_connections.busy_packed.
CREATE TABLE calendar_sync_collections (
  connection_id uuid NOT NULL REFERENCES calendar_connections (id) ON DELETE CASCADE,
  calendar_url text NOT NULL,
  sync_token text,
  ctag text,
  items_from timestamptz NOT NULL,
  items_to timestamptz NOT NULL,
  PRIMARY KEY (connection_id, calendar_url)
);

CREATE TABLE calendar_sync_items (
  connection_id uuid NOT NULL,
  calendar_url text NOT NULL,
  -- The object's path on the server (what calendar_booking_events' URLs are compared by).
  href text NOT NULL,
  etag text,
  busy text NOT NULL DEFAULT '',
  PRIMARY KEY (connection_id, calendar_url, href),
  FOREIGN KEY (connection_id, calendar_url)
    REFERENCES calendar_sync_collections (connection_id, calendar_url) ON DELETE CASCADE
);

-- Issue 21: a moved booking gets its Recent Activity entry ("… rescheduled … from X to Y").
ALTER TABLE activity DROP CONSTRAINT activity_kind_check;
ALTER TABLE activity ADD CONSTRAINT activity_kind_check CHECK (kind IN (
  'lead_received', 'booking_created', 'booking_canceled', 'booking_rescheduled',
  'document_viewed', 'clients_imported'
));
