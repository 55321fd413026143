-- 039: responsible play's breaks and the reality check (contract play-limits.ts). A break is a
-- time-out (ends by itself) or a self-exclusion (after its end the account stays closed until the
-- desk lifts it, then 24 hours more). Rows are never shortened or deleted: a longer break is a new
-- row, and the one that closes the member's play longest holds.
CREATE TABLE play_breaks (
  id          bigserial PRIMARY KEY,
  member_id   bigint NOT NULL REFERENCES members(id),
  kind        text NOT NULL CHECK (kind IN ('time_out', 'exclusion')),
  length      text NOT NULL CHECK (length IN ('24h', '7d', '30d', '6w', '6m', '1y', '5y')),
  started_at  timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > started_at),
  -- the staff member who set a time-out on the member; null: the member took it
  set_by      bigint REFERENCES operators(id),
  reason      text,
  -- an ended exclusion the desk lifted: the account reopens 24 hours later
  lifted_at   timestamptz,
  lifted_by   bigint REFERENCES operators(id),
  CHECK (set_by IS NULL OR kind = 'time_out'),
  CHECK (lifted_at IS NULL OR (kind = 'exclusion' AND lifted_at >= ends_at AND lifted_by IS NOT NULL))
);
CREATE INDEX play_breaks_member ON play_breaks (member_id, ends_at DESC);

-- the member's reality-check interval; no row: the default (60 minutes); a row with null: off
CREATE TABLE play_settings (
  member_id              bigint PRIMARY KEY REFERENCES members(id),
  reality_check_minutes  integer CHECK (reality_check_minutes IN (30, 60, 120)),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- a good slip that arrives during a break waits for a cashier, who returns the money
ALTER TABLE deposits DROP CONSTRAINT deposits_pending_reason_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_pending_reason_check CHECK (pending_reason IN (
  'not_found', 'unavailable', 'no_provider', 'receiver_mismatch', 'receiver_name_mismatch',
  'sender_mismatch', 'too_old', 'qr_unreadable', 'deposit_limit', 'play_break'));
