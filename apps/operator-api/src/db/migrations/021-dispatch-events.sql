-- Websocket events too large for one PostgreSQL NOTIFY (its payload stays under 8000 bytes): the
-- publishing instance writes the event here and notifies its id; every instance reads it by id.
-- Rows are only needed for the moment the instances take to read them, and are purged
-- a minute on. A single process on SQLite publishes in memory; this table stays empty there.
CREATE TABLE dispatch_events (
  id INTEGER PRIMARY KEY,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX dispatch_events_created ON dispatch_events (created_at);
