-- Issue 23: a tracking link's controls (Papermark's link settings). A visitor passes a
-- gate — the e-mail, optionally verified by a mailed one-time code, and a password —
-- before anything of the document is sent; the link may expire, allow downloads, mail
-- its owner on each view and draw a watermark. An e-mail given at the gate is kept on
-- the view and becomes a lead in the owner's CRM (lead source "document").
ALTER TABLE document_tracking_links
  ADD COLUMN require_email boolean NOT NULL DEFAULT false,
  ADD COLUMN verify_email boolean NOT NULL DEFAULT false,
  -- scrypt, "scrypt$<salt>$<hash>" (base64url); NULL = no password.
  ADD COLUMN password_hash text CHECK (char_length(password_hash) <= 200),
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN allow_download boolean NOT NULL DEFAULT false,
  ADD COLUMN notify_on_view boolean NOT NULL DEFAULT true,
  ADD COLUMN watermark boolean NOT NULL DEFAULT false,
  -- Raised when the gate changes (a new password, the e-mail gate turned on): the
  -- visitors' gate cookies carry the version they passed and stop opening the link.
  ADD COLUMN gate_version integer NOT NULL DEFAULT 1;

ALTER TABLE document_views
  ADD COLUMN viewer_email text CHECK (char_length(viewer_email) <= 254),
  ADD COLUMN viewer_name text CHECK (char_length(viewer_name) <= 100),
  -- The CRM interaction that tells the owner about this view (clients' table; no
  -- foreign key across features: deleting the interaction leaves the view).
  ADD COLUMN lead_interaction_id uuid;

-- One-time codes mailed to a visitor who gives their e-mail at a verified gate: the
-- code's keyed hash, tries left, and when it stops working. One row per link and address.
CREATE TABLE document_link_codes (
  tracking_link_id uuid NOT NULL REFERENCES document_tracking_links (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (char_length(email) <= 254),
  viewer_name text CHECK (char_length(viewer_name) <= 100),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  -- Codes mailed in the current hour: a gate cannot be made to mail someone endlessly.
  sent_count integer NOT NULL DEFAULT 1,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tracking_link_id, email)
);

ALTER TABLE clients DROP CONSTRAINT IF EXISTS clients_lead_source_check;
ALTER TABLE clients ADD CONSTRAINT clients_lead_source_check CHECK (lead_source IN (
  'scale_page', 'referral', 'social_media', 'website', 'cold_outreach', 'event', 'document', 'other'
));
