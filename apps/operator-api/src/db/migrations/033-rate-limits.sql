-- The shared rate limits' windows in the layout rate-limiter-flexible's PostgreSQL limiter reads and
-- writes (security/shared-rate-limit-store.ts: one row per key, its hits and when its window ends,
-- in milliseconds). Made here rather than by the library at start, so the schema has one owner.
-- Migration 020's counters table, which the API's own store used, goes.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
) WITHOUT ROWID;

-- The purge deletes the windows that have passed.
CREATE INDEX rate_limits_expire ON rate_limits (expire);

DROP TABLE rate_limit_counters;
