-- Litigation: court cases and pre-trial claims of an account, their hearings and
-- documents, and the state duty (госпошлина) the resident owes on them. Money in kopecks, times
-- are Unix milliseconds.
CREATE TABLE litigation_cases (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  -- 'court': a case in court; 'claim': a pre-trial claim (претензия).
  kind TEXT NOT NULL CHECK (kind IN ('court', 'claim')),
  -- Case number (№ 2-1234/2026) or the claim's outgoing number.
  number TEXT NOT NULL,
  court TEXT,
  subject TEXT NOT NULL,
  claimed INTEGER NOT NULL CHECK (claimed >= 0),
  awarded INTEGER CHECK (awarded >= 0),
  -- The state duty the court put on the resident; 0 when none.
  state_duty INTEGER NOT NULL DEFAULT 0 CHECK (state_duty >= 0),
  -- The order of kind 'state-duty' made to pay this duty, and when it was paid.
  state_duty_order_id INTEGER REFERENCES service_orders (id),
  state_duty_paid_at INTEGER,
  status TEXT NOT NULL CHECK (status IN ('claim-sent', 'filed', 'hearing', 'decided', 'enforcement', 'closed')),
  -- Free text of the enforcement proceedings (исполнительное производство), when there are any.
  enforcement_stage TEXT,
  opened_at INTEGER NOT NULL,
  UNIQUE (contragent_id, number)
);

CREATE INDEX litigation_cases_contragent ON litigation_cases (contragent_id, opened_at);

CREATE TABLE litigation_hearings (
  id INTEGER PRIMARY KEY,
  case_id INTEGER NOT NULL REFERENCES litigation_cases (id) ON DELETE CASCADE,
  starts_at INTEGER NOT NULL,
  court_room TEXT,
  description TEXT NOT NULL
);

CREATE INDEX litigation_hearings_case ON litigation_hearings (case_id, starts_at);

-- A document of a case (court order, claim): made as a PDF when downloaded, from these fields.
CREATE TABLE litigation_documents (
  id INTEGER PRIMARY KEY,
  case_id INTEGER NOT NULL REFERENCES litigation_cases (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  file_name TEXT NOT NULL,
  body TEXT NOT NULL,
  issued_at INTEGER NOT NULL
);

CREATE INDEX litigation_documents_case ON litigation_documents (case_id);
