-- The installments registry: a resident's applications for an installment (рассрочка) of
-- an account's debt, and the agreements the operator concludes from them with their schedules.
-- Money is integer kopecks, times Unix milliseconds, dates 'YYYY-MM-DD'.

CREATE TABLE installment_applications (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  -- Who sent it; kept when the user is deleted.
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- The account's debt when it was sent: the schedule spreads this sum.
  debt INTEGER NOT NULL CHECK (debt > 0),
  first_payment INTEGER NOT NULL CHECK (first_payment > 0),
  months INTEGER NOT NULL CHECK (months > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  refusal_reason TEXT,
  created_at INTEGER NOT NULL,
  decided_at INTEGER,
  CHECK ((status = 'refused') = (refusal_reason IS NOT NULL))
);

CREATE INDEX installment_applications_contragent ON installment_applications (contragent_id, created_at);
CREATE INDEX installment_applications_status ON installment_applications (status, created_at);

CREATE TABLE installment_agreements (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  -- The application it was concluded from (one agreement per application); null for one made otherwise.
  application_id INTEGER UNIQUE REFERENCES installment_applications (id) ON DELETE SET NULL,
  debt INTEGER NOT NULL CHECK (debt > 0),
  months INTEGER NOT NULL CHECK (months > 0),
  concluded_on TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX installment_agreements_contragent ON installment_agreements (contragent_id, concluded_on);

CREATE TABLE installment_payments (
  agreement_id INTEGER NOT NULL REFERENCES installment_agreements (id) ON DELETE CASCADE,
  number INTEGER NOT NULL CHECK (number > 0),
  due_date TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  paid_amount INTEGER NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  paid_at INTEGER,
  PRIMARY KEY (agreement_id, number)
);
