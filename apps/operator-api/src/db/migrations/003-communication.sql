-- Help chats and recalculation requests (change objects) with their messages and comments: the
-- minimum the header's tasks are derived from; the appeals and chats features extend these tables.
-- Times are Unix milliseconds.

CREATE TABLE chats (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A help chat may concern no particular personal account.
  contragent_id INTEGER REFERENCES contragents (id) ON DELETE SET NULL,
  category TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- 'open', 'answered', 'resolved', 'closed'; no CHECK, so later statuses need no table rebuild.
  status TEXT NOT NULL DEFAULT 'open',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX chats_user ON chats (user_id, updated_at);
CREATE INDEX chats_contragent ON chats (contragent_id);

CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  chat_id INTEGER NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('resident', 'operator')),
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- Meaningful for operator messages: the resident's own are read by definition.
  read_by_resident INTEGER NOT NULL DEFAULT 0 CHECK (read_by_resident IN (0, 1))
);

CREATE INDEX chat_messages_chat ON chat_messages (chat_id, created_at);
-- The tasks call reads only unread operator messages: a partial index keeps that to the few rows
-- that matter however long the threads grow.
CREATE INDEX chat_messages_unread ON chat_messages (chat_id, created_at)
  WHERE author = 'operator' AND read_by_resident = 0;

-- Recalculation requests (temporary absence, change of residents, wrong charge).
CREATE TABLE change_objects (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  -- Shown to the resident as 'Заявка №П-000123'.
  request_number TEXT NOT NULL UNIQUE,
  -- 'absence', 'residents', 'wrong_charge'; no CHECK for the same reason as chats.status.
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  created_at INTEGER NOT NULL
);

CREATE INDEX change_objects_user ON change_objects (user_id, created_at);
CREATE INDEX change_objects_contragent ON change_objects (contragent_id);

CREATE TABLE change_object_comments (
  id INTEGER PRIMARY KEY,
  change_object_id INTEGER NOT NULL REFERENCES change_objects (id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (author IN ('resident', 'operator')),
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  read_by_resident INTEGER NOT NULL DEFAULT 0 CHECK (read_by_resident IN (0, 1))
);

CREATE INDEX change_object_comments_object ON change_object_comments (change_object_id, created_at);
CREATE INDEX change_object_comments_unread ON change_object_comments (change_object_id, created_at)
  WHERE author = 'operator' AND read_by_resident = 0;
