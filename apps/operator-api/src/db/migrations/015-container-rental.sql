-- Container rental: the operator's container types and the residents' rentals. A rental
-- is paid through service_orders (kind 'container-rental'): the first order pays the period, each
-- extension has its own order and moves the end when it is paid; an early return records refunds
-- against those orders. Dates are calendar dates 'YYYY-MM-DD', money in kopecks, times are Unix
-- milliseconds.
CREATE TABLE container_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  -- Litres, so that 0.75 m³ stays exact: 750.
  volume_litres INTEGER NOT NULL CHECK (volume_litres > 0),
  description TEXT NOT NULL,
  -- One of the portal's drawings (CONTAINER_PICTURES).
  picture TEXT NOT NULL CHECK (picture IN ('wheelie-bin', 'euro-bin', 'skip', 'roll-off')),
  price_per_day INTEGER NOT NULL CHECK (price_per_day > 0),
  price_per_month INTEGER NOT NULL CHECK (price_per_month > 0),
  -- Listed in this order; a type no longer rented out stays for the rentals that name it.
  position INTEGER NOT NULL,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

INSERT INTO container_types (id, name, volume_litres, description, picture, price_per_day, price_per_month, position) VALUES
  (1, 'Контейнер 0,75 м³', 750, 'Пластиковый контейнер на колёсах с крышкой: бытовые отходы частного дома или небольшого офиса.', 'wheelie-bin', 15000, 250000, 1),
  (2, 'Евроконтейнер 1,1 м³', 1100, 'Металлический контейнер на четырёх колёсах с крышкой: многоквартирный дом, магазин, кафе.', 'euro-bin', 20000, 350000, 2),
  (3, 'Бункер 8 м³', 8000, 'Открытый бункер-накопитель: строительный и крупногабаритный мусор при ремонте.', 'skip', 90000, 1500000, 3),
  (4, 'Мультилифт 27 м³', 27000, 'Большой открытый контейнер для мультилифта: снос, расчистка участка, стройка.', 'roll-off', 200000, 3500000, 4);

CREATE TABLE container_rentals (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  type_id INTEGER NOT NULL REFERENCES container_types (id),
  address TEXT NOT NULL,
  object_id INTEGER REFERENCES real_estate_objects (id) ON DELETE SET NULL,
  start_date TEXT NOT NULL,
  -- The last paid day: a paid extension moves it later.
  end_date TEXT NOT NULL,
  -- 'awaiting-payment' until the first order is paid; 'cancelled' when it never was.
  status TEXT NOT NULL CHECK (status IN ('awaiting-payment', 'paid', 'returned', 'cancelled')),
  returned_on TEXT,
  -- The type's prices when it was ordered: extensions and refunds use these.
  price_per_day INTEGER NOT NULL,
  price_per_month INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (end_date >= start_date)
);

CREATE INDEX container_rentals_contragent ON container_rentals (contragent_id, created_at);

-- The orders of a rental: the rental itself, then each extension with the end date it pays up to.
CREATE TABLE container_rental_orders (
  order_id INTEGER PRIMARY KEY REFERENCES service_orders (id) ON DELETE CASCADE,
  rental_id INTEGER NOT NULL REFERENCES container_rentals (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('rental', 'extension')),
  end_date TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX container_rental_orders_rental ON container_rental_orders (rental_id);
