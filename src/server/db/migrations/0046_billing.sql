-- Issue 22, decision 065: plans bought through Stripe. One Stripe customer per user (the
-- plan is the user's, profiles.tier; every workspace they own follows it), with the one
-- subscription that sets their tier. Stripe's webhook events are stored by id once
-- processed, so a replayed or re-delivered event changes nothing.
CREATE TABLE billing_customers (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL UNIQUE CHECK (char_length(stripe_customer_id) <= 255),
  stripe_subscription_id text UNIQUE CHECK (char_length(stripe_subscription_id) <= 255),
  -- The tier the subscription pays for, and its state as Stripe last said.
  subscription_tier text CHECK (subscription_tier IN ('pro', 'business')),
  subscription_status text CHECK (char_length(subscription_status) <= 40),
  -- Seats billed (Business); 1 for Pro.
  quantity integer CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stripe_events (
  id text PRIMARY KEY CHECK (char_length(id) <= 255),
  type text NOT NULL CHECK (char_length(type) <= 100),
  processed_at timestamptz NOT NULL DEFAULT now()
);
