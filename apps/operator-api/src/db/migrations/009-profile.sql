-- The resident's profile: contact data, notification settings, where each session was
-- opened, and the attempts to link a personal account. Times are Unix milliseconds.
-- E.164, e.g. '+79123456789'.
ALTER TABLE users ADD COLUMN phone TEXT;
-- 10 or 12 digits with a valid checksum.
ALTER TABLE users ADD COLUMN inn TEXT;
-- 11 digits with a valid checksum.
ALTER TABLE users ADD COLUMN snils TEXT;
ALTER TABLE users ADD COLUMN receipts_by_email INTEGER NOT NULL DEFAULT 1 CHECK (receipts_by_email IN (0, 1));
ALTER TABLE users ADD COLUMN news_by_email INTEGER NOT NULL DEFAULT 0 CHECK (news_by_email IN (0, 1));
ALTER TABLE users ADD COLUMN notices_by_sms INTEGER NOT NULL DEFAULT 0 CHECK (notices_by_sms IN (0, 1));

-- "Chrome 131, Windows" from the User-Agent of the sign-in, and the last refresh.
ALTER TABLE token_families ADD COLUMN device TEXT;
ALTER TABLE token_families ADD COLUMN last_used_at INTEGER;

-- Wrong tries to link an account by a receipt: five within 15 minutes lock linking for the user.
CREATE TABLE link_attempts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at INTEGER NOT NULL
);

CREATE INDEX link_attempts_user ON link_attempts (user_id, at);

-- A new email waits here until the link sent to it is opened (then it becomes the login).
CREATE TABLE email_changes (
  token_hash BLOB PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX email_changes_user ON email_changes (user_id);
