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
