-- Decision 082: Stripe does not deliver events in the order they happened, and retries a
-- failed delivery for days. Each billing row keeps the creation time of the newest event
-- (or of our own plan switch) that set it; a subscription event created before that is
-- recorded as received and changes nothing, so an old "updated" cannot undo a newer switch
-- or bring back a deleted subscription.
ALTER TABLE billing_customers ADD COLUMN stripe_state_at timestamptz;
