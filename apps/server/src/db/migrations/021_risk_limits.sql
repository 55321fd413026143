-- 021: the operator's risk controls: each side's own switch, the last call, stake and
-- payout limits per stadium with a round's override, per-member controls, and a liability cap per
-- side checked against the round's book inside the bet's own transaction.

-- A side closed on its own while the round's betting is open: red and blue each, with who closed it
-- ('operator', or 'cap' when a bet would have passed the round's liability cap). Tie and no-tie keep
-- their switch (is_open_tie); tie_closed_by says why tie betting was closed when the cap closed it.
ALTER TABLE matches
  ADD COLUMN red_closed_by text CHECK (red_closed_by IN ('operator', 'cap')),
  ADD COLUMN blue_closed_by text CHECK (blue_closed_by IN ('operator', 'cap')),
  ADD COLUMN tie_closed_by text CHECK (tie_closed_by IN ('operator', 'cap')),
  -- the last call: betting closes by itself at this moment (the server's timer, and every bet's
  -- statement refuses a bet after it even before the timer has run)
  ADD COLUMN last_call_at timestamptz,
  -- a round's own limits, in satang; NULL follows its stadium's
  ADD COLUMN max_bet_satang bigint CHECK (max_bet_satang > 0),
  ADD COLUMN max_payout_satang bigint CHECK (max_payout_satang > 0),
  ADD COLUMN member_side_cap_satang bigint CHECK (member_side_cap_satang > 0),
  ADD COLUMN liability_cap_satang bigint CHECK (liability_cap_satang > 0),
  ADD COLUMN min_bet_satang bigint CHECK (min_bet_satang > 0);

-- A stadium's limits (NULL: none; the minimum stake keeps its default, migration 016).
ALTER TABLE stadiums
  ADD COLUMN max_bet_satang bigint CHECK (max_bet_satang > 0),
  ADD COLUMN max_payout_satang bigint CHECK (max_payout_satang > 0),
  ADD COLUMN member_side_cap_satang bigint CHECK (member_side_cap_satang > 0),
  ADD COLUMN liability_cap_satang bigint CHECK (liability_cap_satang > 0);

-- Per-member controls: betting suspended (the member still signs in, deposits and withdraws), a
-- maximum stake of their own, and a factor (per mille) on the round's maximum stake and per-side cap
-- (500: half the round's limits; 2000: twice them).
ALTER TABLE members
  ADD COLUMN bet_suspended boolean NOT NULL DEFAULT false,
  ADD COLUMN max_bet_satang bigint CHECK (max_bet_satang > 0),
  ADD COLUMN limit_permille int CHECK (limit_permille BETWEEN 1 AND 100000);

-- A member's stakes on a round per side, on their bill (grading 1 is the one bets are added to), for
-- the per-member per-side cap. Bills written before this migration get theirs from their bets.
ALTER TABLE bills
  ADD COLUMN red_stake_satang bigint NOT NULL DEFAULT 0 CHECK (red_stake_satang >= 0),
  ADD COLUMN blue_stake_satang bigint NOT NULL DEFAULT 0 CHECK (blue_stake_satang >= 0),
  ADD COLUMN tie_stake_satang bigint NOT NULL DEFAULT 0 CHECK (tie_stake_satang >= 0),
  ADD COLUMN notie_stake_satang bigint NOT NULL DEFAULT 0 CHECK (notie_stake_satang >= 0);

UPDATE bills bl
   SET red_stake_satang = s.red, blue_stake_satang = s.blue, tie_stake_satang = s.tie,
       notie_stake_satang = s.notie
  FROM (SELECT match_id, member_id,
               coalesce(sum(amount_satang) FILTER (WHERE side = 'red'), 0) AS red,
               coalesce(sum(amount_satang) FILTER (WHERE side = 'blue'), 0) AS blue,
               coalesce(sum(amount_satang) FILTER (WHERE side = 'tie'), 0) AS tie,
               coalesce(sum(amount_satang) FILTER (WHERE side = 'notie'), 0) AS notie
          FROM bets GROUP BY match_id, member_id) s
 WHERE bl.match_id = s.match_id AND bl.member_id = s.member_id AND bl.grading = 1;

-- A round's book: the sum of its members' bills of grading 1 (every stake, and what the bets return
-- under each result), one row a round. The bet statement locks it FOR UPDATE before it checks the
-- liability cap and adds what it placed in the same transaction, so two statements never both fit
-- under a cap that only one of them fits under. The house loses (X_return - stake) if the round ends X.
CREATE TABLE round_books (
  match_id             bigint PRIMARY KEY REFERENCES matches(id),
  bets                 int NOT NULL DEFAULT 0 CHECK (bets >= 0),
  stake_satang         bigint NOT NULL DEFAULT 0 CHECK (stake_satang >= 0),
  red_return_satang    bigint NOT NULL DEFAULT 0 CHECK (red_return_satang >= 0),
  blue_return_satang   bigint NOT NULL DEFAULT 0 CHECK (blue_return_satang >= 0),
  green_return_satang  bigint NOT NULL DEFAULT 0 CHECK (green_return_satang >= 0)
);

INSERT INTO round_books (match_id, bets, stake_satang, red_return_satang, blue_return_satang, green_return_satang)
SELECT m.id, coalesce(sum(bl.bets), 0), coalesce(sum(bl.credit_satang), 0), coalesce(sum(bl.red_return_satang), 0),
       coalesce(sum(bl.blue_return_satang), 0), coalesce(sum(bl.green_return_satang), 0)
  FROM matches m LEFT JOIN bills bl ON bl.match_id = m.id AND bl.grading = 1
 GROUP BY m.id;
