-- Fiscal receipts (54-ФЗ) and refunds as records of their own. Money is integer kopecks, times Unix
-- milliseconds.

-- A refund says which payment it gives money back from; the rows made before this migration are
-- given their order's payment.
ALTER TABLE order_refunds ADD COLUMN payment_id INTEGER REFERENCES payments (id);
UPDATE order_refunds SET payment_id = (SELECT o.payment_id FROM service_orders o WHERE o.id = order_refunds.order_id);
CREATE INDEX order_refunds_payment ON order_refunds (payment_id);

-- One row per fiscal document: «Приход» of a succeeded payment, «Возврат прихода» of a refund. The
-- row is written in the transaction that moves the money ('pending'); the online cash register is
-- asked afterwards, and again by the retry job until it answers ('fiscalised', its fields set).
CREATE TABLE fiscal_receipts (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments (id),
  -- Set for a «Возврат прихода»: the refund it documents.
  refund_id INTEGER REFERENCES order_refunds (id),
  operation TEXT NOT NULL CHECK (operation IN ('income', 'income-return')),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The item as the service is really called (an order's own description).
  item TEXT NOT NULL,
  seller_name TEXT NOT NULL,
  seller_inn TEXT NOT NULL,
  buyer_email TEXT,
  buyer_phone TEXT,
  card_mask TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'fiscalised')),
  created_at INTEGER NOT NULL,
  -- The retry job leaves the row alone until then: a lease while one instance asks the register,
  -- the back-off after a failed attempt.
  retry_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- What the register answered: РН ККТ, ФН, ФД, ФП and the time of the document.
  register_number TEXT,
  fiscal_storage TEXT,
  document_number INTEGER,
  fiscal_sign TEXT,
  fiscalised_at INTEGER,
  CHECK ((operation = 'income-return') = (refund_id IS NOT NULL)),
  CHECK ((status = 'fiscalised') = (fiscal_sign IS NOT NULL))
);

-- Exactly one «Приход» per payment and one «Возврат прихода» per refund, whoever writes it twice.
CREATE UNIQUE INDEX fiscal_receipts_income ON fiscal_receipts (payment_id) WHERE operation = 'income';
CREATE UNIQUE INDEX fiscal_receipts_return ON fiscal_receipts (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX fiscal_receipts_contragent ON fiscal_receipts (contragent_id, created_at);
-- The retry job reads only the receipts still waiting for the register.
CREATE INDEX fiscal_receipts_pending ON fiscal_receipts (retry_at) WHERE status = 'pending';

-- The test online cash register's own journal. It stands for an external service (as the test
-- acquirer's sessions do): a document per external id, numbered in sequence (ФД), so asking again
-- for the same receipt answers the same document instead of fiscalising it twice.
CREATE TABLE test_fiscal_documents (
  document_number INTEGER PRIMARY KEY,
  external_id TEXT NOT NULL UNIQUE,
  operation TEXT NOT NULL,
  amount INTEGER NOT NULL,
  registered_at INTEGER NOT NULL
);
