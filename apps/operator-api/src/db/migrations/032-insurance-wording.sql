-- «действует с дня» → «со дня» in databases migrated before the wording was
-- fixed; 016 keeps its original text because applied migrations are never edited.
UPDATE insurance_products
SET conditions = replace(conditions, 'Полис действует с дня', 'Полис действует со дня');
