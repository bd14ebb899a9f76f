-- Appeals and chats: chat categories, ratings, request details and the documents residents attach.
-- Documents live on disk (options.documentsDir) under generated names; this table is their index.

CREATE TABLE chat_categories (
  id INTEGER PRIMARY KEY,
  -- Stable for code ('payment-search' is the category of POST client/createFindPaymentChat).
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

INSERT INTO chat_categories (id, code, name, sort_order) VALUES
  (1, 'receipts', 'Квитанции', 10),
  (2, 'charges', 'Начисления и оплата', 20),
  (3, 'payment-search', 'Поиск платежа', 30),
  (4, 'collection', 'Вывоз отходов', 40),
  (5, 'container-sites', 'Контейнерные площадки', 50),
  (6, 'account', 'Лицевой счёт и личные данные', 60),
  (7, 'other', 'Другое', 70);

-- chats.category keeps the name the chat was created under; category_id is what lists filter on.
-- (SQLite adds a REFERENCES column only with a NULL default; the application always sets it.)
ALTER TABLE chats ADD COLUMN category_id INTEGER REFERENCES chat_categories (id);
UPDATE chats SET category_id = coalesce((SELECT id FROM chat_categories WHERE name = chats.category), 7);
ALTER TABLE chats ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE chats ADD COLUMN rating_comment TEXT;
ALTER TABLE chats ADD COLUMN rated_at INTEGER;

-- Kind-specific fields of a request as JSON (period of absence, residents count, charge month).
ALTER TABLE change_objects ADD COLUMN details TEXT;
ALTER TABLE change_objects ADD COLUMN updated_at INTEGER;
UPDATE change_objects SET updated_at = created_at;
ALTER TABLE change_objects ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE change_objects ADD COLUMN rating_comment TEXT;
ALTER TABLE change_objects ADD COLUMN rated_at INTEGER;
UPDATE change_objects SET kind = 'wrong-charge' WHERE kind = 'wrong_charge';

CREATE INDEX change_objects_updated ON change_objects (updated_at);
CREATE INDEX chats_updated ON chats (updated_at);

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  -- The resident the document belongs to: downloads check it before anything else.
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The file name on disk: 32 random hex digits, never derived from anything the client sent.
  storage_key TEXT NOT NULL UNIQUE,
  -- The client's name, sanitised; only ever sent back in Content-Disposition.
  file_name TEXT NOT NULL,
  -- Sniffed from the first bytes.
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  -- 'ticket', 'certificate', 'confirmation', 'other' for request documents; NULL in chats.
  document_type TEXT,
  chat_message_id INTEGER REFERENCES chat_messages (id) ON DELETE CASCADE,
  change_object_comment_id INTEGER REFERENCES change_object_comments (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  CHECK ((chat_message_id IS NULL) <> (change_object_comment_id IS NULL))
);

CREATE INDEX documents_chat_message ON documents (chat_message_id) WHERE chat_message_id IS NOT NULL;
CREATE INDEX documents_change_object_comment ON documents (change_object_comment_id) WHERE change_object_comment_id IS NOT NULL;
