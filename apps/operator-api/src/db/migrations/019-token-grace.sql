-- An access token remembers the refresh token it was issued with, so rotating that
-- refresh token revokes it (the previous access token does not outlive the rotation).
ALTER TABLE access_tokens ADD COLUMN issued_with BLOB;
CREATE INDEX access_tokens_issued_with ON access_tokens (issued_with);
-- Who rotated a refresh token (a hash of the client's address and browser): the same token
-- presented again within the grace window by the same client is a second tab, not a thief.
ALTER TABLE refresh_tokens ADD COLUMN used_by BLOB;
