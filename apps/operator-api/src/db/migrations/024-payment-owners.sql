-- MERGE NOTE: main's 023-fiscal-receipts.sql adds this same column (and an index of this name) with
-- the same meaning; when both are merged, delete the two statements below (up to the blank line).
-- A refund names the payment it gives back. Usually that is the order's own payment; a payment
-- that settled for an order cancelled (or paid by another payment) meanwhile is refunded whole
-- and must not count against the order's own paid sum. Older rows (NULL) are the order's own.
ALTER TABLE order_refunds ADD COLUMN payment_id INTEGER REFERENCES payments (id);
CREATE INDEX order_refunds_payment ON order_refunds (payment_id) WHERE payment_id IS NOT NULL;

-- Whoever created a guest payment on /pay holds a random secret for it (the create answer hands it
-- over, each idempotent replay another one); reading the payment needs one. Only its SHA-256 is
-- kept: the table alone opens no payment.
CREATE TABLE guest_payment_secrets (
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  secret_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (payment_id, secret_hash)
);

-- «Не получил квитанцию»: when a month's receipt of an account was last mailed on request. One send
-- per receipt per hour, decided here so that every instance sees the same limit.
CREATE TABLE receipt_sends (
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  -- YYYY-MM
  period TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  PRIMARY KEY (contragent_id, period)
);
