-- 028: the member file's lists and when a session was last seen.
--
-- last_seen_at is set at login and bumped when a member's refresh token rotates (about every access
-- token's life): cheap, no write per request. A console session has no refresh, so its last seen
-- stays its login. Rows from before this migration take their login time.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now();
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;

-- the member file pages a member's sessions newest first (the operators have theirs, migration 024)
CREATE INDEX sessions_member_idx ON sessions (subject_id, created_at DESC) WHERE subject_kind = 'member';
-- a member's event bets paged newest first (the old index serves one event's bets)
CREATE INDEX event_bets_member_id_idx ON event_bets (member_id, id DESC);
-- a game session's transactions summed beside it in the member file
CREATE INDEX game_transactions_session_idx ON game_transactions (session_id);
