-- 015: a member's bill of a match opens with their first bet on it and the settlement closes it.
-- Each bet adds itself to its member's bill (grading 1) in the bet's own statement
-- (betting/grading-queries.ts addToBillsSql): the stake, the count, and what the bet returns under each
-- result; under `other` every bet returns its stake. The settlement then grades the bills instead of
-- the bets: it updates 10,000 rows in no indexed column and no foreign key, where it read 100,000
-- bets and inserted 10,000 bills with 20,000 foreign-key checks (145 ms of a 320 ms settlement, in
-- PostgreSQL's log). A regrade writes the next grading's bills from the same columns.
--
-- A bill whose grading has no settlements row is open: every read of bills names a grading that
-- was settled, or joins its settlements row.
ALTER TABLE bills
  ADD COLUMN bets int NOT NULL DEFAULT 0 CHECK (bets >= 0),
  -- bets on tie or no-tie: on a draw a bill is all refunds only when it has none
  ADD COLUMN draw_bets int NOT NULL DEFAULT 0 CHECK (draw_bets >= 0),
  -- what the bets return, stakes included, if the match ends red, blue or green
  ADD COLUMN red_return_satang bigint NOT NULL DEFAULT 0 CHECK (red_return_satang >= 0),
  ADD COLUMN blue_return_satang bigint NOT NULL DEFAULT 0 CHECK (blue_return_satang >= 0),
  ADD COLUMN green_return_satang bigint NOT NULL DEFAULT 0 CHECK (green_return_satang >= 0);

-- Room on each page for a bill's next version: every bet of the member and the settlement update
-- it in place (heap-only tuples), as 011 and 013 did for bets and balances.
ALTER TABLE bills SET (fillfactor = 50);

-- The grading rules of DESIGN §4 as they stand at this migration (betting/queries.ts payoutSql).
CREATE TEMP TABLE books ON COMMIT DROP AS
SELECT match_id, member_id, sum(amount_satang)::bigint AS credit_satang, count(*)::int AS bets,
       (count(*) FILTER (WHERE side IN ('tie', 'notie')))::int AS draw_bets,
       sum(CASE WHEN side = 'red' THEN amount_satang + (amount_satang * rate_2) / rate_1
                WHEN side = 'notie' THEN (amount_satang * multiplier_permille) / 1000
                ELSE 0 END)::bigint AS red_return_satang,
       sum(CASE WHEN side = 'blue' THEN amount_satang + (amount_satang * rate_2) / rate_1
                WHEN side = 'notie' THEN (amount_satang * multiplier_permille) / 1000
                ELSE 0 END)::bigint AS blue_return_satang,
       sum(CASE WHEN side = 'tie' THEN (amount_satang * multiplier_permille) / 1000
                WHEN side IN ('red', 'blue') THEN amount_satang
                ELSE 0 END)::bigint AS green_return_satang
  FROM bets
 GROUP BY match_id, member_id;

-- the bills of settled matches, every grading
UPDATE bills bl
   SET bets = k.bets, draw_bets = k.draw_bets, red_return_satang = k.red_return_satang,
       blue_return_satang = k.blue_return_satang, green_return_satang = k.green_return_satang
  FROM books k
 WHERE k.match_id = bl.match_id AND k.member_id = bl.member_id;

-- the open bills of the bets on matches not settled yet
INSERT INTO bills (match_id, member_id, grading, credit_satang, win_amount_satang, bets, draw_bets,
                   red_return_satang, blue_return_satang, green_return_satang)
SELECT k.match_id, k.member_id, 1, k.credit_satang, 0, k.bets, k.draw_bets, k.red_return_satang,
       k.blue_return_satang, k.green_return_satang
  FROM books k JOIN matches m ON m.id = k.match_id
 WHERE m.settled_at IS NULL;
