-- Payments through an acquirer (issue 12). Times are Unix milliseconds.

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
