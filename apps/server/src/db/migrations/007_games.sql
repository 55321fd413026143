-- 007: game sessions and the seamless-wallet transactions of the game providers (DESIGN §7).

-- A launch: the member a provider's callbacks act for. Only the SHA-256 of the token is kept (the
-- token travels in the game URL). A session ends GAME_SESSION_TTL_MINUTES after its last callback.
CREATE TABLE game_sessions (
  id          bigserial PRIMARY KEY,
  token_hash  text NOT NULL UNIQUE,
  member_id   bigint NOT NULL REFERENCES members(id),
  -- what the provider calls the member (usernames never change)
  username    text NOT NULL,
  game        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX game_sessions_member_idx ON game_sessions (member_id, created_at DESC);

-- One row per accepted callback that names a transaction, unique per game by the provider's tx_id
-- (a repeated id answers from its row and moves nothing). A debit or credit carries the ledger entry
-- it posted (none for a credit of 0: a lost round); a rollback names the debit it undoes, and a
-- rollback of a debit we never saw is kept without an entry, so that debit is refused if it arrives
-- late. balance_after_satang is the answer the first call gave.
CREATE TABLE game_transactions (
  id                    bigserial PRIMARY KEY,
  game                  text NOT NULL,
  tx_id                 text NOT NULL,
  session_id            bigint NOT NULL REFERENCES game_sessions(id),
  member_id             bigint NOT NULL REFERENCES members(id),
  kind                  text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  round_id              text,
  ref_tx_id             text,
  amount_satang         bigint NOT NULL CHECK (amount_satang >= 0),
  entry_id              bigint REFERENCES journal_entries(id),
  balance_after_satang  bigint NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game, tx_id),
  CHECK ((kind = 'rollback') = (ref_tx_id IS NOT NULL)),
  CHECK ((kind = 'rollback') = (round_id IS NULL))
);
CREATE INDEX game_transactions_round_idx ON game_transactions (game, round_id);
-- a debit is rolled back at most once
CREATE UNIQUE INDEX game_transactions_rollback_idx ON game_transactions (game, ref_tx_id)
  WHERE kind = 'rollback';
