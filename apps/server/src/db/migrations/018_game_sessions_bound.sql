-- 018: a game session answers to the login that launched it, and a round to the game session that
-- opened it.
--
-- A game session names the member's login session (sessions.id): a logout, a password change or a
-- revoke ends that login, and with it the game session's right to stake. Sessions opened before
-- this migration name none and may no longer stake (they would have expired within
-- GAME_SESSION_TTL_MINUTES anyway); what they already staked is still settled.
ALTER TABLE game_sessions ADD COLUMN auth_session_id uuid REFERENCES sessions(id);

-- A round belongs to the game session of its first debit. Only that session may debit or credit it,
-- so one member's session can never settle another's round. The primary key makes two sessions
-- racing to open one round id queue: the second sees the first's row and is refused.
CREATE TABLE game_rounds (
  game        text NOT NULL,
  round_id    text NOT NULL,
  session_id  bigint NOT NULL REFERENCES game_sessions(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game, round_id)
);

INSERT INTO game_rounds (game, round_id, session_id)
SELECT DISTINCT ON (game, round_id) game, round_id, session_id
  FROM game_transactions
 WHERE kind = 'debit'
 ORDER BY game, round_id, id;
