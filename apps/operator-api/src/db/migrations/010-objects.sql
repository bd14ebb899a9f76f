-- Real-estate objects of a personal account (design.md §3 "Objects"): what the operator
-- bills and where. Areas are integer hundredths of a square metre (54.30 m² = 5430); tariffs kopecks.
CREATE TABLE real_estate_objects (
  id INTEGER PRIMARY KEY,
  contragent_id INTEGER NOT NULL REFERENCES contragents (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  -- The object's GUID in ГАР (ФИАС); NULL until the operator matches it (spec §8: no change
  -- request for an object without one).
  gar_id TEXT,
  object_type TEXT NOT NULL CHECK (object_type IN ('apartment', 'room', 'house', 'garden-house', 'non-residential')),
  area_hundredths INTEGER NOT NULL CHECK (area_hundredths > 0),
  residents_count INTEGER NOT NULL CHECK (residents_count >= 0),
  latitude REAL,
  longitude REAL,
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);

CREATE INDEX real_estate_objects_contragent ON real_estate_objects (contragent_id);

CREATE TABLE object_services (
  id INTEGER PRIMARY KEY,
  object_id INTEGER NOT NULL REFERENCES real_estate_objects (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  basis TEXT NOT NULL,
  tariff INTEGER NOT NULL CHECK (tariff >= 0),
  unit TEXT NOT NULL
);

CREATE INDEX object_services_object ON object_services (object_id);

-- What the operator changed, and which request asked for it (a resolved request applies itself).
CREATE TABLE object_changes (
  id INTEGER PRIMARY KEY,
  object_id INTEGER NOT NULL REFERENCES real_estate_objects (id) ON DELETE CASCADE,
  field TEXT NOT NULL CHECK (field IN ('residents', 'area', 'type')),
  old_value TEXT NOT NULL,
  new_value TEXT NOT NULL,
  change_date TEXT NOT NULL,
  change_object_id INTEGER REFERENCES change_objects (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX object_changes_object ON object_changes (object_id);
CREATE UNIQUE INDEX object_changes_request ON object_changes (change_object_id) WHERE change_object_id IS NOT NULL;

-- Requests filed from the objects screen name their object; appeals' own requests leave it NULL.
ALTER TABLE change_objects ADD COLUMN object_id INTEGER REFERENCES real_estate_objects (id) ON DELETE SET NULL;
CREATE INDEX change_objects_object ON change_objects (object_id) WHERE object_id IS NOT NULL;
