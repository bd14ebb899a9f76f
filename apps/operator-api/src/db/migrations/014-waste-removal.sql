-- Individual waste removal: what the operator takes away at what tariff, and the
-- residents' pickups, each paid through its order (kind 'waste-pickup', migration 007). Volumes are
-- integer hundredths of a cubic metre (2.5 m³ = 250), money kopecks, times Unix milliseconds.
CREATE TABLE waste_types (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- Kopecks per cubic metre; a pickup keeps the tariff it was ordered at.
  tariff INTEGER NOT NULL CHECK (tariff > 0),
  sort_order INTEGER NOT NULL,
  -- 0: no longer offered (old pickups keep their name).
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- The reference operator's list; an operator edits these rows.
INSERT INTO waste_types (code, name, description, tariff, sort_order) VALUES
  ('bulky', 'Крупногабаритные отходы', 'Старая мебель, матрасы, двери, ковры', 145000, 1),
  ('construction', 'Строительные отходы', 'Мусор после ремонта: кирпич, плитка, штукатурка, гипсокартон', 218050, 2),
  ('garden', 'Растительные отходы', 'Ветки, листья, скошенная трава, ботва', 98000, 3),
  ('appliances', 'Крупная бытовая техника', 'Холодильники, стиральные машины, плиты', 172000, 4);

CREATE TABLE waste_pickups (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  order_id INTEGER NOT NULL UNIQUE REFERENCES service_orders (id),
  object_id INTEGER NOT NULL REFERENCES real_estate_objects (id),
  waste_type TEXT NOT NULL REFERENCES waste_types (code),
  volume_hundredths INTEGER NOT NULL CHECK (volume_hundredths > 0),
  tariff INTEGER NOT NULL CHECK (tariff > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The collection window: a Moscow calendar date and its half of the day.
  slot_date TEXT NOT NULL,
  slot_period TEXT NOT NULL CHECK (slot_period IN ('morning', 'afternoon')),
  comment TEXT,
  status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'scheduled', 'done', 'cancelled')),
  cancel_reason TEXT CHECK (cancel_reason IN ('resident', 'expired')),
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  scheduled_at INTEGER,
  done_at INTEGER,
  cancelled_at INTEGER,
  CHECK ((status = 'cancelled') = (cancel_reason IS NOT NULL))
);

-- A window takes one order (capacity 1) from the moment the order is made until it is cancelled:
-- the second of two concurrent orders for it fails here, whichever instance of the API it reached.
CREATE UNIQUE INDEX waste_pickups_slot ON waste_pickups (slot_date, slot_period) WHERE status <> 'cancelled';
CREATE INDEX waste_pickups_contragent ON waste_pickups (contragent_id, created_at);
-- Unpaid orders whose hold may have lapsed.
CREATE INDEX waste_pickups_unpaid ON waste_pickups (created_at) WHERE status = 'created';
