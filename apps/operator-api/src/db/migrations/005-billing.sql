-- Billing: services and their tariffs, the monthly ledger of each personal account, payments and
-- the outbox of messages to residents. Money is integer kopecks; months are 'YYYY-MM' (Moscow time);
-- times are Unix milliseconds.

-- A billed service, e.g. 'tko' «Обращение с ТКО». The unit says what the tariff is per.
CREATE TABLE billing_services (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  unit TEXT NOT NULL CHECK (unit IN ('person', 'm2')),
  sort_order INTEGER NOT NULL
);

-- A tariff holds from its month until the next one of the same service (regional indexations).
CREATE TABLE billing_tariffs (
  service_id TEXT NOT NULL REFERENCES billing_services (id),
  valid_from TEXT NOT NULL CHECK (valid_from GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  -- Kopecks per unit per month.
  tariff INTEGER NOT NULL CHECK (tariff >= 0),
  -- The accumulation norm, m³ per unit per month, as a decimal string (no float reaches the ledger).
  norm TEXT,
  PRIMARY KEY (service_id, valid_from)
) WITHOUT ROWID;

-- Where an account's ledger starts: the debt carried in from before its first month, and for a
-- closed account the last month charged.
CREATE TABLE billing_accounts (
  contragent_id INTEGER PRIMARY KEY REFERENCES contragents (id) ON DELETE CASCADE,
  opening_period TEXT NOT NULL,
  opening_debt INTEGER NOT NULL DEFAULT 0,
  closed_period TEXT
);

-- One line per account, month and service, as the operator charged it. What was paid and the debt
-- at the start and end of the month are not stored: they follow from the payments (a month's paid is
-- the sum of the succeeded 'charges' payments settled in it), so a new payment lowers the debt
-- without anyone touching the ledger.
CREATE TABLE ledger_lines (
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  period TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  service_id TEXT NOT NULL REFERENCES billing_services (id),
  tariff INTEGER NOT NULL,
  norm TEXT,
  residents INTEGER NOT NULL CHECK (residents >= 0),
  -- m², decimal string.
  area TEXT NOT NULL,
  -- The units billed (residents or area), decimal string.
  quantity TEXT NOT NULL,
  accrued INTEGER NOT NULL,
  -- Negative when money was given back for an earlier month (перерасчёт).
  recalculation INTEGER NOT NULL DEFAULT 0,
  penalty INTEGER NOT NULL DEFAULT 0 CHECK (penalty >= 0),
  benefit INTEGER NOT NULL DEFAULT 0 CHECK (benefit >= 0),
  PRIMARY KEY (contragent_id, period, service_id)
) WITHOUT ROWID;

-- Payments of every kind and channel. Status, purpose and channel are free text checked by the
-- contract's enums, so new values need no table rebuild. payments-backend adds its own columns
-- (idempotency key, acquirer ids, fiscal contact) in 006.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- created | pending | succeeded | failed | expired
  status TEXT NOT NULL,
  -- charges | state-duty | service
  purpose TEXT NOT NULL,
  -- card | bank | autopay | cash
  channel TEXT NOT NULL,
  -- e.g. 'Оплата картой', 'Платёж через банк'.
  description TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- When it succeeded or failed; the month a succeeded payment counts in.
  settled_at INTEGER
);

CREATE INDEX payments_contragent_created ON payments (contragent_id, created_at);
-- A month's paid: succeeded payments of an account by settlement time.
CREATE INDEX payments_contragent_settled ON payments (contragent_id, settled_at) WHERE status = 'succeeded';

-- Every message the API sends (receipts, fiscal receipts, confirmations): kept here whether or not
-- SMTP is configured, so a developer can read it locally and an operator can see what went out.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  -- receipt | fiscal-receipt | … (free text).
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  -- stored (no SMTP configured) | queued | sent | failed
  status TEXT NOT NULL,
  error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);

CREATE INDEX outbox_created ON outbox (created_at);

CREATE TABLE outbox_attachments (
  id INTEGER PRIMARY KEY,
  message_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL
);

CREATE INDEX outbox_attachments_message ON outbox_attachments (message_id);
