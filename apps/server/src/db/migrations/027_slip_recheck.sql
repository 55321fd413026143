-- 027 (the cashier's desk): a slip the first check could not settle (the slip-check
-- service did not answer, or did not know the transfer yet) is checked again, by a cashier's button
-- or automatically with back-off (wallet/recheck.ts). check_attempts counts the re-checks made after
-- the first check; next_check_at is when the next automatic one is due (null: none will come). A node
-- claims a due re-check by moving next_check_at ahead (a lease) under FOR UPDATE SKIP LOCKED, so each
-- deposit is re-checked by one node at a time.
ALTER TABLE deposits
  ADD COLUMN check_attempts integer NOT NULL DEFAULT 0 CHECK (check_attempts >= 0),
  ADD COLUMN next_check_at timestamptz;

CREATE INDEX deposits_next_check_idx ON deposits (next_check_at)
  WHERE status = 'pending' AND next_check_at IS NOT NULL;

-- Slips already waiting because the service did not answer, sent within the last day: re-checked
-- from now on, as new ones are.
UPDATE deposits SET next_check_at = now()
 WHERE status = 'pending' AND source = 'slip' AND pending_reason IN ('unavailable', 'not_found')
   AND created_at > now() - interval '24 hours';

-- The sandbox (SANDBOX=1 only) can mint a slip whose first checks find the service unavailable, so
-- the re-check can be tried in a demo and a journey: the checks that still answer 'unavailable'.
ALTER TABLE sandbox_slips
  ADD COLUMN unavailable_checks integer NOT NULL DEFAULT 0 CHECK (unavailable_checks >= 0);
