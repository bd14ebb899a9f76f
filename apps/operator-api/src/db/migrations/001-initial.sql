-- Residents, their personal accounts (contragents) and sessions. Times are Unix milliseconds.

-- Before users, which references it (PostgreSQL checks references when a table is created).
CREATE TABLE contragents (
  id INTEGER PRIMARY KEY,
  full_name TEXT NOT NULL,
  number_personal_account TEXT NOT NULL UNIQUE,
  is_closed INTEGER NOT NULL DEFAULT 0 CHECK (is_closed IN (0, 1)),
  state_duty_debt INTEGER NOT NULL DEFAULT 0 CHECK (state_duty_debt IN (0, 1)),
  waste_disposal INTEGER NOT NULL DEFAULT 0 CHECK (waste_disposal IN (0, 1)),
  is_installment_register INTEGER NOT NULL DEFAULT 0 CHECK (is_installment_register IN (0, 1)),
  address TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  -- Trimmed and lower-cased by the application, so lookups are case-insensitive for any script.
  login TEXT NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (base64url): the parameters travel with the hash so they can be raised.
  password_hash TEXT NOT NULL,
  last_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  middle_name TEXT,
  operator TEXT NOT NULL,
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  -- Residents allowed into the marketplace (insurance) get a marketplace_token with each login.
  marketplace_access INTEGER NOT NULL DEFAULT 0 CHECK (marketplace_access IN (0, 1)),
  selected_contragent_id INTEGER REFERENCES contragents (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);

-- A personal account can be shared by several residents (family members), so ownership is a link.
CREATE TABLE user_contragents (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  linked_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, contragent_id)
) WITHOUT ROWID;

CREATE INDEX user_contragents_contragent ON user_contragents (contragent_id);

CREATE TABLE popup_windows (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  text TEXT NOT NULL
);

CREATE INDEX popup_windows_contragent ON popup_windows (contragent_id);

-- One family per login: every refresh and access token descended from it. Revoking the family
-- (logout, or a rotated refresh token presented again) ends all of them at once.
CREATE TABLE token_families (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);

CREATE INDEX token_families_user ON token_families (user_id);

-- Only SHA-256 hashes of tokens are stored; a database leak yields no usable token.
CREATE TABLE refresh_tokens (
  token_hash BLOB PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  -- Set on rotation; a token presented again after that is a replay.
  used_at INTEGER
) WITHOUT ROWID;

CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);

CREATE TABLE access_tokens (
  token_hash BLOB PRIMARY KEY,
  family_id INTEGER NOT NULL REFERENCES token_families (id) ON DELETE CASCADE,
  -- 'v3' for the portal API, 'marketplace' for the marketplace token; neither opens the other.
  audience TEXT NOT NULL CHECK (audience IN ('v3', 'marketplace')),
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX access_tokens_family ON access_tokens (family_id);
CREATE INDEX access_tokens_expires ON access_tokens (expires_at);

-- Altcha challenges already redeemed, kept until they would have expired anyway.
CREATE TABLE altcha_redeemed (
  challenge_id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX altcha_redeemed_expires ON altcha_redeemed (expires_at);
