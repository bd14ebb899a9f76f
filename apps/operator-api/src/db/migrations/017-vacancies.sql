-- Vacancies of the operator and residents' applications to them (design.md §3
-- "Vacancies"). Salaries are integer kopecks a month. An application belongs to a user (not to a
-- personal account): residents without an account see vacancies too (spec §2 reduced route set).
CREATE TABLE vacancies (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT,
  address TEXT NOT NULL,
  schedule TEXT NOT NULL CHECK (schedule IN ('full', 'shift', 'rotation', 'part')),
  salary_from INTEGER NOT NULL CHECK (salary_from >= 0),
  salary_to INTEGER CHECK (salary_to IS NULL OR salary_to >= salary_from),
  summary TEXT NOT NULL,
  -- JSON arrays of strings.
  duties TEXT NOT NULL,
  requirements TEXT NOT NULL,
  conditions TEXT NOT NULL,
  published_on TEXT NOT NULL,
  -- A closed vacancy is not listed and takes no applications; applications to it keep their status.
  is_open INTEGER NOT NULL DEFAULT 1 CHECK (is_open IN (0, 1))
);

CREATE TABLE vacancy_applications (
  id INTEGER PRIMARY KEY,
  vacancy_id INTEGER NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  note TEXT NOT NULL,
  -- The CV in the document store: a random key, the sanitised client name, the sniffed type.
  cv_storage_key TEXT NOT NULL UNIQUE,
  cv_file_name TEXT NOT NULL,
  cv_content_type TEXT NOT NULL,
  cv_size INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'viewed', 'invited', 'hired', 'rejected')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- One application per vacancy and resident: a second one would only repeat the first.
  UNIQUE (vacancy_id, user_id)
);

CREATE INDEX vacancy_applications_user ON vacancy_applications (user_id);
