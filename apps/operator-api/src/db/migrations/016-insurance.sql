-- Insurance marketplace: the insurer partner's products and programmes, each account's
-- draft of a purchase (one per account, so the resident comes back to the same step) and the
-- policies. Money in kopecks, times are Unix milliseconds, days are ISO YYYY-MM-DD.
CREATE TABLE insurance_products (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('property', 'liability')),
  title TEXT NOT NULL,
  insurer TEXT NOT NULL,
  description TEXT NOT NULL,
  -- One condition per line.
  conditions TEXT NOT NULL,
  offer TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE insurance_programmes (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES insurance_products (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  coverage INTEGER NOT NULL CHECK (coverage > 0),
  price INTEGER NOT NULL CHECK (price > 0),
  period_months INTEGER NOT NULL CHECK (period_months > 0),
  -- One risk per line.
  risks TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX insurance_programmes_product ON insurance_programmes (product_id, sort);

CREATE TABLE insurance_drafts (
  contragent_id INTEGER PRIMARY KEY REFERENCES contragents (id) ON DELETE CASCADE,
  step TEXT NOT NULL CHECK (step IN ('object', 'programme', 'person', 'confirm')),
  object_id INTEGER REFERENCES real_estate_objects (id) ON DELETE SET NULL,
  product_id INTEGER REFERENCES insurance_products (id),
  programme_id INTEGER REFERENCES insurance_programmes (id),
  -- The insured person as JSON (InsuredPerson), null until step 3 is filled.
  person TEXT,
  updated_at INTEGER NOT NULL
);

CREATE TABLE insurance_policies (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  programme_id INTEGER NOT NULL REFERENCES insurance_programmes (id),
  object_address TEXT NOT NULL,
  -- The insured person as JSON (InsuredPerson).
  person TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  order_id INTEGER NOT NULL UNIQUE REFERENCES service_orders (id),
  number TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('awaiting-payment', 'active', 'expired', 'cancelled')),
  starts_on TEXT,
  ends_on TEXT,
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);

CREATE INDEX insurance_policies_contragent ON insurance_policies (contragent_id, created_at);

-- The reference insurer partner's catalogue.
INSERT INTO insurance_products (id, kind, title, insurer, description, conditions, offer, sort) VALUES
  (1, 'property', 'Страхование квартиры и дома', 'АО «Тверская страховая компания»',
   'Защита жилья и имущества от пожара, залива, стихийных бедствий и противоправных действий третьих лиц.',
   'Объект — жилое помещение или дом из ваших объектов недвижимости
Страхователь — совершеннолетний гражданин РФ
Полис действует с дня, следующего за днём оплаты
Осмотр жилья не требуется',
   'Оплачивая полис, вы принимаете условия публичной оферты АО «Тверская страховая компания» о страховании имущества физических лиц (Правила страхования № 12 от 01.03.2025). Договор заключается на срок, указанный в программе, и вступает в силу на следующий день после оплаты. Страховая премия уплачивается единовременно. Вы вправе отказаться от договора в течение 14 календарных дней с возвратом премии в полном объёме, если страховой случай не наступил.',
   1),
  (2, 'liability', 'Гражданская ответственность перед соседями', 'АО «Тверская страховая компания»',
   'Возмещение ущерба, причинённого соседям и третьим лицам при эксплуатации вашего жилья (например, залив).',
   'Объект — жилое помещение из ваших объектов недвижимости
Страхователь — совершеннолетний гражданин РФ
Полис действует с дня, следующего за днём оплаты',
   'Оплачивая полис, вы принимаете условия публичной оферты АО «Тверская страховая компания» о страховании гражданской ответственности (Правила страхования № 15 от 01.03.2025). Договор вступает в силу на следующий день после оплаты и действует 12 месяцев. Страховая премия уплачивается единовременно. Вы вправе отказаться от договора в течение 14 календарных дней с возвратом премии, если страховой случай не наступил.',
   2);

INSERT INTO insurance_programmes (id, product_id, title, coverage, price, period_months, risks, sort) VALUES
  (1, 1, 'Базовая', 50000000, 99000, 12, 'Пожар и удар молнии
Залив водой из соседних помещений', 1),
  (2, 1, 'Оптимальная', 150000000, 249000, 12, 'Пожар и удар молнии
Залив водой из соседних помещений
Стихийные бедствия
Кража и противоправные действия третьих лиц', 2),
  (3, 1, 'Максимальная', 300000000, 459000, 12, 'Пожар и удар молнии
Залив водой из соседних помещений
Стихийные бедствия
Кража и противоправные действия третьих лиц
Отделка и инженерное оборудование', 3),
  (4, 2, 'Соседи', 30000000, 79000, 12, 'Ущерб имуществу соседей
Вред жизни и здоровью третьих лиц', 1),
  (5, 2, 'Соседи плюс', 100000000, 149000, 12, 'Ущерб имуществу соседей
Вред жизни и здоровью третьих лиц
Судебные расходы', 2);
