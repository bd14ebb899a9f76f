-- Promotions for residents who pay on time (design.md §3 "Prizes"). Whether an account
-- takes part is computed when asked (closed account, debt from the ledger); the draw's winners
-- are stored once it is held.
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  -- JSON array of strings.
  conditions TEXT NOT NULL,
  -- JSON array of {name, count}.
  prizes TEXT NOT NULL,
  how_to_receive TEXT NOT NULL,
  starts_on TEXT NOT NULL,
  ends_on TEXT NOT NULL,
  draw_on TEXT NOT NULL,
  -- Set when the draw was held.
  drawn_on TEXT,
  CHECK (starts_on <= ends_on AND ends_on <= draw_on)
);

CREATE TABLE promotion_winners (
  id INTEGER PRIMARY KEY,
  promotion_id INTEGER NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  contragent_id INTEGER REFERENCES contragents (id) ON DELETE SET NULL,
  -- As published: the masked account number (kept even if the account goes).
  account_masked TEXT NOT NULL,
  prize TEXT NOT NULL
);

CREATE INDEX promotion_winners_promotion ON promotion_winners (promotion_id);
