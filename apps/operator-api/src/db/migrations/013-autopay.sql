-- Service payment and autopay. Times are Unix milliseconds, money integer kopecks.

-- Which billed service a 'charges' payment was made for (the resident chose it on «Оплата
-- услуг»): the ledger counts the payment to that service's debt first. NULL: the account as a
-- whole, split over its services in their order as before.
ALTER TABLE payments ADD COLUMN service_id TEXT REFERENCES billing_services (id);

-- One autopay per personal account, set up by one of its holders with one of their saved cards.
CREATE TABLE autopays (
  contragent_id INTEGER PRIMARY KEY REFERENCES contragents (id) ON DELETE CASCADE,
  -- Who set it up: the card is theirs, the email about a failure goes to them.
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Removing the card removes the autopay that charged it.
  card_id INTEGER NOT NULL REFERENCES saved_cards (id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  max_amount INTEGER NOT NULL CHECK (max_amount > 0),
  -- 1..28, or NULL: when a receipt arrives.
  charge_day INTEGER CHECK (charge_day BETWEEN 1 AND 28),
  -- Every change of the settings counts up; a run's idempotency key carries it.
  revision INTEGER NOT NULL DEFAULT 1,
  -- The last due date handled, as its month 'YYYY-MM' (the calendar month of a charge day, the
  -- receipt's month on receipt): a run claims a month once, so it is charged once at most.
  handled_period TEXT,
  -- Set when a due autopayment was not made; runs skip the autopay until the resident changes it.
  problem TEXT CHECK (problem IN ('over-maximum', 'declined')),
  problem_amount INTEGER,
  problem_at INTEGER,
  -- What the resident was told (the dashboard notice and the email say the same).
  problem_text TEXT,
  -- The notice on the account's dashboard about the problem; removed with the problem.
  popup_id INTEGER REFERENCES popup_windows (id) ON DELETE SET NULL,
  -- The newest autopayment made (whatever its outcome).
  last_payment_id INTEGER REFERENCES payments (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX autopays_card ON autopays (card_id);
CREATE INDEX autopays_user ON autopays (user_id);

-- The test acquirer's own record of the card tokens it issued (it stands for an external service,
-- like its sessions in 006): what a charge of a saved card does.
CREATE TABLE test_acquirer_cards (
  token TEXT PRIMARY KEY,
  card_mask TEXT NOT NULL,
  -- 'succeeds', or 'declined' for the test card whose charges without the resident are refused.
  recurring TEXT NOT NULL CHECK (recurring IN ('succeeds', 'declined')),
  created_at INTEGER NOT NULL
) WITHOUT ROWID;
