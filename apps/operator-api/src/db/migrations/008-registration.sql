-- Registration by email, password recovery and the personal-data consent.
-- Only SHA-256 hashes of the emailed links' tokens are stored. Times are Unix milliseconds.

-- A registration waits here until its emailed link is opened: no user exists before that, so an
-- address nobody confirms never blocks its owner. Registering the same address again replaces it.
CREATE TABLE pending_registrations (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  consent_version TEXT NOT NULL,
  consent_accepted_at INTEGER NOT NULL,
  token_hash BLOB NOT NULL UNIQUE,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  -- Kept after confirmation so that opening the link again says "already used", not "unknown".
  confirmed_at INTEGER
);

CREATE TABLE password_resets (
  token_hash BLOB PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX password_resets_user ON password_resets (user_id);

-- 152-ФЗ: the consent to process personal data, separate from the terms, with the date and the
-- version of the text the resident accepted; withdrawing it keeps the record.
CREATE TABLE personal_data_consents (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  version TEXT NOT NULL,
  accepted_at INTEGER NOT NULL,
  withdrawn_at INTEGER
);

CREATE INDEX personal_data_consents_user ON personal_data_consents (user_id, accepted_at);
