-- Settlement that survives a crash at any moment. Times are Unix milliseconds.

-- What the built-in test acquirer decided for a finished session, as its notification's JSON body:
-- its status call answers from it, and it is what its notifications repeat.
ALTER TABLE test_acquirer_sessions ADD COLUMN outcome TEXT;

-- The notifications the test acquirer owes the payments side, written in the transaction that
-- finishes the session: a real acquirer keeps them the same way and resends each one with growing
-- pauses until it is acknowledged with a 2xx, so a process killed at any moment loses none.
CREATE TABLE test_acquirer_notifications (
  acquirer_payment_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX test_acquirer_notifications_due ON test_acquirer_notifications (next_attempt_at) WHERE delivered_at IS NULL;
