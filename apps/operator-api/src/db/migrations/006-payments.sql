-- Payments through an acquirer. Times are Unix milliseconds.

-- The built-in test acquirer's own sessions. It stands for an external service, so it keeps its
-- own state instead of reading the payments table: what it knows is what createSession told it.
CREATE TABLE test_acquirer_sessions (
  token TEXT PRIMARY KEY,
  payment_id INTEGER NOT NULL,
  acquirer_payment_id TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL,
  description TEXT NOT NULL,
  return_url TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  save_card INTEGER NOT NULL CHECK (save_card IN (0, 1)),
  -- 'card' (the card form), '3ds' (waiting for the one-time code), 'done' (charged or refused).
  state TEXT NOT NULL,
  card_mask TEXT,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- What an online payment needs beyond the ledger's columns (005).
-- Who paid: the signed-in resident, or NULL for a guest of the public /pay page (and the seed).
ALTER TABLE payments ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
-- The Idempotency-Key header and whose it is ('user:1', 'public:3'): the same key answers the same
-- payment; request_hash tells a retry from a different body sent with a used key.
ALTER TABLE payments ADD COLUMN idempotency_scope TEXT;
ALTER TABLE payments ADD COLUMN idempotency_key TEXT;
ALTER TABLE payments ADD COLUMN request_hash TEXT;
ALTER TABLE payments ADD COLUMN acquirer_payment_id TEXT;
ALTER TABLE payments ADD COLUMN confirmation_url TEXT;
-- Where the fiscal receipt (54-ФЗ) goes.
ALTER TABLE payments ADD COLUMN receipt_email TEXT;
ALTER TABLE payments ADD COLUMN receipt_phone TEXT;
-- The portal path the acquirer's page sends the resident back to.
ALTER TABLE payments ADD COLUMN return_path TEXT;
-- After this a created or pending payment expires (the resident left the acquirer's page).
ALTER TABLE payments ADD COLUMN expires_at INTEGER;
-- declined | 3ds-failed | unavailable | cancelled | other (see failure-reasons.ts).
ALTER TABLE payments ADD COLUMN failure_code TEXT;
ALTER TABLE payments ADD COLUMN save_card INTEGER NOT NULL DEFAULT 0 CHECK (save_card IN (0, 1));
ALTER TABLE payments ADD COLUMN card_mask TEXT;
-- For purpose 'service': the order paid (the orders themselves come with the service-pay issue).
ALTER TABLE payments ADD COLUMN order_id INTEGER;

CREATE UNIQUE INDEX payments_idempotency ON payments (idempotency_scope, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
-- The sweeper reads only the payments still waiting.
CREATE INDEX payments_open_expiry ON payments (expires_at) WHERE status IN ('created', 'pending');

-- Cards saved for autopay: the acquirer's token and a mask, never the number.
CREATE TABLE saved_cards (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  card_token TEXT NOT NULL,
  card_mask TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, card_token)
);
