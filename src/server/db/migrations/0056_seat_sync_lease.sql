-- Decision 076: the seat-quantity sync is claimed once across server processes. Every
-- process hears an organization change; the one that takes this lease on the owner's
-- billing row sends Stripe the new quantity, the others leave it (the holder's process
-- hears the same changes and runs again after them). A lease that outlives a crashed
-- process simply runs out.
ALTER TABLE billing_customers
  ADD COLUMN seat_sync_lease_token text CHECK (char_length(seat_sync_lease_token) <= 64),
  ADD COLUMN seat_sync_lease_until timestamptz;
