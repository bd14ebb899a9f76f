-- «Больше не показывать»: a popup hidden by one user stays visible to the other holders of the
-- same personal account, so the flag belongs to the (user, popup) pair.
CREATE TABLE popup_suppressions (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  popup_id INTEGER NOT NULL REFERENCES popup_windows (id) ON DELETE CASCADE,
  suppressed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, popup_id)
) WITHOUT ROWID;

CREATE INDEX popup_suppressions_popup ON popup_suppressions (popup_id);
