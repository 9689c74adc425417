-- Transactional mail outbox: a row is written in the same transaction as the action
-- that causes the mail, and the mail sender delivers it after commit (with retries).
-- While a row is 'sending', next_attempt_at is the claim's lease: if the process that
-- claimed it dies, the row becomes due again when the lease runs out.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 998),
  subject text NOT NULL CHECK (length(subject) <= 998),
  text_body text NOT NULL,
  html_body text,
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(attachments) = 'array'),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  -- How a sent row left: over SMTP, or captured for /dev/mail because development
  -- runs without SMTP_URL.
  delivered_via text CHECK (delivered_via IN ('smtp', 'captured')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CHECK ((status = 'sent') = (sent_at IS NOT NULL)),
  CHECK ((status = 'sent') = (delivered_via IS NOT NULL))
);

CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);
