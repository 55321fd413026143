-- 038: responsible play, the limits a member sets on themselves (contract play-limits.ts): deposits
-- and losses per Bangkok day, week and month, and the largest single stake. The member's own limit
-- and a stricter one the desk sets are kept apart: the lower holds, and the member cannot loosen the
-- desk's. A loosening the member asks for waits here (pending_at) until they confirm it, 24 hours on.
CREATE TABLE play_limits (
  member_id        bigint NOT NULL REFERENCES members(id),
  limit_key        text NOT NULL CHECK (limit_key IN ('deposit_day', 'deposit_week', 'deposit_month',
                                                      'loss_day', 'loss_week', 'loss_month', 'stake')),
  -- the member's own limit in force; null: none of their own
  member_satang    bigint CHECK (member_satang > 0),
  -- the desk's stricter limit; null: none
  desk_satang      bigint CHECK (desk_satang > 0),
  -- a loosening waiting for the member's second confirmation: the new amount, null for a removal
  pending_satang   bigint CHECK (pending_satang > 0),
  pending_at       timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, limit_key),
  CHECK (pending_satang IS NULL OR pending_at IS NOT NULL)
);

-- a good slip past the member's deposit limit waits for a cashier with its own reason
ALTER TABLE deposits DROP CONSTRAINT deposits_pending_reason_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_pending_reason_check CHECK (pending_reason IN (
  'not_found', 'unavailable', 'no_provider', 'receiver_mismatch', 'receiver_name_mismatch',
  'sender_mismatch', 'too_old', 'qr_unreadable', 'deposit_limit'));
