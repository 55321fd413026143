-- 004: gradings of a settled match (DESIGN §4 regrade). A match is settled once (grading 1) and
-- each regrade settles it again (grading 2, 3, ...): the money of a grading is posted under keys
-- `settle:<matchId>:g<N>:...`, its reversal under `regrade:<matchId>:g<N>:...`, so no key repeats and
-- no journal row is ever edited. Bills carry their grading; a regrade marks the previous bills
-- superseded and writes new ones, so the member's history shows the current grading's bill.

CREATE TABLE settlements (
  match_id       bigint NOT NULL REFERENCES matches(id),
  grading        int NOT NULL CHECK (grading >= 1),
  result         text NOT NULL CHECK (result IN ('red', 'blue', 'green', 'other')),
  bets           int NOT NULL,
  members        int NOT NULL,
  stake_satang   bigint NOT NULL,
  payout_satang  bigint NOT NULL,
  -- what the house kept (positive) or paid in (negative) under this grading
  house_satang   bigint NOT NULL,
  operator_id    bigint REFERENCES operators(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  superseded_at  timestamptz,
  PRIMARY KEY (match_id, grading)
);
-- at most one current grading per match
CREATE UNIQUE INDEX settlements_current_uq ON settlements (match_id) WHERE superseded_at IS NULL;

ALTER TABLE bills ADD COLUMN grading int NOT NULL DEFAULT 1 CHECK (grading >= 1);
ALTER TABLE bills ADD COLUMN superseded_at timestamptz;
ALTER TABLE bills DROP CONSTRAINT bills_match_id_member_id_key;
ALTER TABLE bills ADD CONSTRAINT bills_match_member_grading_key UNIQUE (match_id, member_id, grading);
CREATE INDEX bills_member_match_idx ON bills (member_id, match_id) WHERE superseded_at IS NULL;

-- Matches settled before this migration are grading 1, summed from their bills.
INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang, created_at)
SELECT m.id, 1, m.result,
       (SELECT count(*) FROM bets b WHERE b.match_id = m.id),
       coalesce(t.members, 0), coalesce(t.stake, 0), coalesce(t.payout, 0),
       coalesce(t.stake, 0) - coalesce(t.payout, 0), m.settled_at
  FROM matches m
  LEFT JOIN (SELECT match_id, count(*) AS members, sum(credit_satang) AS stake, sum(win_amount_satang) AS payout
               FROM bills GROUP BY match_id) t ON t.match_id = m.id
 WHERE m.settled_at IS NOT NULL AND m.result IS NOT NULL;
