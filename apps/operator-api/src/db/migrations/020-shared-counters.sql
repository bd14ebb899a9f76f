-- Counters that several API instances on one PostgreSQL share: the rate limits' windows
-- and the login backoff. A single process on SQLite keeps them in memory; these tables stay empty there.
CREATE TABLE rate_limit_counters (
  counter_key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  -- window_start plus the window: when the row may be purged.
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX rate_limit_counters_expires ON rate_limit_counters (expires_at);

CREATE TABLE login_backoff (
  login TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  pending INTEGER NOT NULL,
  -- The latest begun check: checks an instance never ended (it stopped) are not counted forever.
  pending_since INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL,
  wait_until INTEGER NOT NULL
) WITHOUT ROWID;
