-- The autopay's email reminder the day before a charge. The Moscow date ('YYYY-MM-DD') of the
-- charge the resident was last reminded of: a run sends the reminder only while this is earlier
-- (a conditional UPDATE in the reminder's own transaction with its outbox row), so each charge
-- date is reminded of once, also with several instances on one database.
ALTER TABLE autopays ADD COLUMN reminded_on TEXT;
