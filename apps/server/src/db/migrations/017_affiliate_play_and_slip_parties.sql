-- 017: the affiliate reward waits for the invited member's play and is capped per referrer
-- per month; a slip's sending account, as the slip check reveals it, is kept with the deposit.

-- A reward is earned on the invited member's first approved deposit (the row is written then, held)
-- and paid once their stakes since that deposit, net of refunds, reach play_required_satang: released
-- (paid in full) or capped (the referrer's monthly cap left less than the reward: paid_satang of it,
-- maybe nothing). Rows written before 017 were paid at once: they are released, paid in full, and
-- required no play.
ALTER TABLE affiliate_rewards
  ADD COLUMN status text NOT NULL DEFAULT 'released' CHECK (status IN ('held', 'released', 'capped')),
  ADD COLUMN play_required_satang bigint NOT NULL DEFAULT 0 CHECK (play_required_satang >= 0),
  -- play counts the member's cash postings after this one (the deposit's credit); null for old rows
  ADD COLUMN play_after_posting_id bigint,
  ADD COLUMN paid_satang bigint,
  ADD COLUMN released_at timestamptz;
UPDATE affiliate_rewards SET paid_satang = reward_satang, released_at = created_at;
ALTER TABLE affiliate_rewards
  ALTER COLUMN status DROP DEFAULT,
  ADD CONSTRAINT affiliate_rewards_paid_check
    CHECK (paid_satang IS NULL OR (paid_satang >= 0 AND paid_satang <= reward_satang)),
  ADD CONSTRAINT affiliate_rewards_release_check
    CHECK ((status = 'held') = (released_at IS NULL) AND (status = 'held') = (paid_satang IS NULL)),
  ADD CONSTRAINT affiliate_rewards_full_check CHECK (status <> 'released' OR paid_satang = reward_satang);
-- the sweep reads the held ones; the cap sums a referrer's releases of the month
CREATE INDEX affiliate_rewards_held_idx ON affiliate_rewards (member_id) WHERE status = 'held';
CREATE INDEX affiliate_rewards_released_idx ON affiliate_rewards (referrer_id, released_at)
  WHERE released_at IS NOT NULL;

-- The sending account the slip check revealed (bank code, number as shown, holder's name), when it did.
ALTER TABLE deposits
  ADD COLUMN check_sender_bank text,
  ADD COLUMN check_sender_account text,
  ADD COLUMN check_sender_name text;
-- two new reasons to wait: the receiver's name is not the house account's, the sender is not the
-- member's registered account
ALTER TABLE deposits DROP CONSTRAINT deposits_pending_reason_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_pending_reason_check CHECK (pending_reason IN (
  'not_found', 'unavailable', 'no_provider', 'receiver_mismatch', 'receiver_name_mismatch',
  'sender_mismatch', 'too_old'));

-- The sandbox's test slips: a sender named when minted (else the submitting member's own account).
ALTER TABLE sandbox_slips
  ADD COLUMN sender_bank text,
  ADD COLUMN sender_account text,
  ADD COLUMN sender_name text;
