-- 019: the console's second factor: TOTP with single-use recovery codes for operators.
--
-- A demo seed's staff account may sign in without it outside production (a newcomer's two commands
-- still lead straight in): the flag is set only by seed/demo.ts, and ignored in production.
ALTER TABLE operators ADD COLUMN totp_demo_exempt boolean NOT NULL DEFAULT false;

-- One row per operator who started enrolling. `secret` is set when a first valid code confirmed the
-- enrolment; until then the new secret waits in `pending_secret`. `last_used_step` is the 30-second
-- step of the last accepted code: a code is accepted only for a later step, so each works once.
-- The row is also what every code check locks, so parallel guesses are counted one after another.
CREATE TABLE operator_totp (
  operator_id     bigint PRIMARY KEY REFERENCES operators(id),
  secret          text,
  enrolled_at     timestamptz,
  pending_secret  text,
  pending_at      timestamptz,
  last_used_step  bigint NOT NULL DEFAULT 0,
  CHECK ((secret IS NULL) = (enrolled_at IS NULL))
);

-- Only the SHA-256 of a recovery code (with the operator's id) is kept; used_at spends it.
CREATE TABLE operator_recovery_codes (
  id           bigserial PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators(id),
  code_hash    text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  used_at      timestamptz,
  UNIQUE (operator_id, code_hash)
);

-- Wrong codes, counted per operator over the limits' windows (contract TOTP_FAILURE_LIMITS).
CREATE TABLE operator_totp_failures (
  id           bigserial PRIMARY KEY,
  operator_id  bigint NOT NULL REFERENCES operators(id),
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_totp_failures_operator_idx ON operator_totp_failures (operator_id, failed_at);
