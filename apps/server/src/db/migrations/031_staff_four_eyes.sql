-- 031: four eyes means two people.
--
-- A second admin identity lets one person approve their own four-eyes action (a member's bank-account
-- change). So whatever could give one person such an identity waits for a second admin: adding an
-- admin, making an account an active admin, and resetting an admin's password or second factor.

-- A new admin account waits, unable to sign in (is_active false), until a second admin approves it.
ALTER TABLE operators ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false;

CREATE TABLE staff_requests (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('create_admin', 'make_admin', 'password_reset', 'totp_reset')),
  target_id       bigint NOT NULL REFERENCES operators(id),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- make_admin: the role and active flag the account gets
  role            text,
  is_active       boolean,
  -- password_reset: the new password's hash, until the decision (then cleared)
  password_hash   text,
  requested_by    bigint NOT NULL REFERENCES operators(id),
  requested_at    timestamptz NOT NULL DEFAULT now(),
  decided_by      bigint REFERENCES operators(id),
  decided_at      timestamptz,
  decision_reason text,
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK (status = 'pending' OR password_hash IS NULL),
  -- the table refuses a self-approval too; the rest of the rule (accounts the requester made or
  -- reset) is the service's, which reads operator_origins
  CHECK (status <> 'approved' OR (decided_by <> requested_by AND decided_by <> target_id))
);
-- one waiting request per account: a second would race the first
CREATE UNIQUE INDEX staff_requests_pending_uq ON staff_requests (target_id) WHERE status = 'pending';
CREATE INDEX staff_requests_status_idx ON staff_requests (status, id DESC);

-- Who created, promoted or reset an account (its password or second factor): that person may hold
-- it. An account never approves a four-eyes action of anyone up its chain, nor they its.
CREATE TABLE operator_origins (
  operator_id    bigint NOT NULL REFERENCES operators(id),
  by_operator_id bigint NOT NULL REFERENCES operators(id),
  how            text NOT NULL CHECK (how IN ('created', 'promoted', 'password_reset', 'totp_reset')),
  at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_origins_operator_idx ON operator_origins (operator_id);
