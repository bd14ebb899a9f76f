-- Paid orders: what a payment with purpose 'service' pays. Each service keeps its own
-- details and lifecycle in its own table (waste pickups, container rentals, policies, …) and points
-- at its order here; this table knows only what paying needs. Times are Unix milliseconds.
CREATE TABLE service_orders (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- Which service owns the order: its handler runs when the order is paid.
  kind TEXT NOT NULL,
  -- Kopecks, fixed when the order is made: the payment must carry exactly this amount.
  amount INTEGER NOT NULL CHECK (amount > 0),
  description TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('awaiting-payment', 'paid', 'cancelled')),
  payment_id INTEGER REFERENCES payments (id),
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  cancelled_at INTEGER
);

CREATE INDEX service_orders_contragent ON service_orders (contragent_id, created_at);
CREATE INDEX payments_order ON payments (order_id) WHERE order_id IS NOT NULL;

-- Money given back on a paid order (a cancelled pickup, a container returned early). Several
-- partial refunds may follow one another; together they never exceed the order's amount.
CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES service_orders (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX order_refunds_order ON order_refunds (order_id);
