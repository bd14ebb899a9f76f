-- Which payment paid how much of which instalment of an installment agreement. The settlement of a
-- succeeded 'charges' payment writes these in its own transaction (installments/allocate-payment.ts:
-- oldest due first), so a schedule row's paid amount and status, and the agreement's «Оплачено»,
-- are sums of these rows and follow the money. Money is integer kopecks, times Unix milliseconds.
CREATE TABLE installment_allocations (
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  agreement_id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (payment_id, agreement_id, number),
  FOREIGN KEY (agreement_id, number) REFERENCES installment_payments (agreement_id, number) ON DELETE CASCADE
);

CREATE INDEX installment_allocations_row ON installment_allocations (agreement_id, number);

-- What a row has been paid is the sum of its allocations now; the seed was the only writer of these.
ALTER TABLE installment_payments DROP COLUMN paid_at;
ALTER TABLE installment_payments DROP COLUMN paid_amount;
