-- Bytes of uploads still being received, per resident, shared by every API instance: the upload
-- quota counts them with the stored files, so parallel uploads through several instances cannot
-- each pass it. A row grows while its request streams files to disk and is deleted once the
-- request is answered; a row whose instance died stops counting at expires_at (wall-clock ms).
CREATE TABLE upload_reservations (
  reservation_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX upload_reservations_user ON upload_reservations (user_id, expires_at);
