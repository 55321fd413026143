-- 030: one wagering core. Step tickets count on their leg rounds' books, and a correction
-- may leave a member owing the house.

-- A step ticket's worst case on each of its leg rounds (the house's loss there if every leg wins; and
-- on the round's draw, where the leg counts as void, if the other legs still pay more than the stake),
-- so the liability cap holds with singles, no-tie and tickets together. `step_tickets` counts the
-- tickets written: a bet statement that read the book before a ticket landed sees the count move and
-- checks its caps again under the book's lock (betting/place-queries.ts).
ALTER TABLE round_books
  ADD COLUMN red_step_satang bigint NOT NULL DEFAULT 0 CHECK (red_step_satang >= 0),
  ADD COLUMN blue_step_satang bigint NOT NULL DEFAULT 0 CHECK (blue_step_satang >= 0),
  ADD COLUMN green_step_satang bigint NOT NULL DEFAULT 0 CHECK (green_step_satang >= 0),
  ADD COLUMN step_tickets int NOT NULL DEFAULT 0 CHECK (step_tickets >= 0);

-- Each member's step stakes on each side of a round (a ticket's whole stake on every leg's side), for
-- the member's per-side cap, beside the singles on their bill. Written with the book, under its lock.
CREATE TABLE step_side_stakes (
  match_id           bigint NOT NULL REFERENCES matches(id),
  member_id          bigint NOT NULL REFERENCES members(id),
  red_stake_satang   bigint NOT NULL DEFAULT 0 CHECK (red_stake_satang >= 0),
  blue_stake_satang  bigint NOT NULL DEFAULT 0 CHECK (blue_stake_satang >= 0),
  PRIMARY KEY (match_id, member_id)
);

-- The tickets already placed on rounds still running: their stakes, and their worst case estimated in
-- numeric arithmetic (the server's own is exact, BigInt, for the tickets placed from now on).
INSERT INTO step_side_stakes (match_id, member_id, red_stake_satang, blue_stake_satang)
SELECT l.match_id, t.member_id,
       coalesce(sum(t.amount_satang) FILTER (WHERE l.side = 'red'), 0),
       coalesce(sum(t.amount_satang) FILTER (WHERE l.side = 'blue'), 0)
  FROM step_legs l
  JOIN step_tickets t ON t.id = l.ticket_id
  JOIN matches m ON m.id = l.match_id
 WHERE t.status = 'pending' AND NOT m.is_end
 GROUP BY l.match_id, t.member_id;

-- A ticket's win is its stake times the product of its legs' odds, (rate_1 + rate_2) / rate_1, a void
-- leg paying 1 (contract stepPayoutSatang); on a leg round's draw the leg is void, so what the ticket
-- adds there is the win of the other legs alone, when it pays more than the stake (contract addedLoss).
WITH ticket AS (
  SELECT t.id, t.amount_satang,
         sum(ln((l.rate_1 + l.rate_2)::numeric / l.rate_1)) FILTER (WHERE l.status <> 'void') AS ln_odds
    FROM step_tickets t JOIN step_legs l ON l.ticket_id = t.id
   WHERE t.status = 'pending'
   GROUP BY t.id, t.amount_satang
),
leg AS (
  SELECT l.match_id, l.side,
         floor(tk.amount_satang * exp(coalesce(tk.ln_odds, 0)))::bigint - tk.amount_satang AS on_side,
         floor(tk.amount_satang * exp(coalesce(tk.ln_odds, 0) - ln((l.rate_1 + l.rate_2)::numeric / l.rate_1)))::bigint
           - tk.amount_satang AS on_draw
    FROM step_legs l
    JOIN ticket tk ON tk.id = l.ticket_id
    JOIN matches m ON m.id = l.match_id
   WHERE NOT m.is_end AND l.status = 'pending'
),
per_round AS (
  SELECT match_id,
         coalesce(sum(on_side) FILTER (WHERE side = 'red'), 0) AS red,
         coalesce(sum(on_side) FILTER (WHERE side = 'blue'), 0) AS blue,
         coalesce(sum(on_draw) FILTER (WHERE on_draw > 0), 0) AS green,
         count(*) AS tickets
    FROM leg
   GROUP BY match_id
)
UPDATE round_books rb
   SET red_step_satang = greatest(p.red, 0), blue_step_satang = greatest(p.blue, 0),
       green_step_satang = p.green, step_tickets = p.tickets
  FROM per_round p
 WHERE rb.match_id = p.match_id;

-- A correction never waits for one member: what it takes back from a member who has
-- already spent or withdrawn it leaves them owing the house, as a negative cash balance, recovered by
-- their next credits. Only a correction may do that (the ledger's rule; the ledger check proves it of
-- every posting), so the table's own rule keeps coins and every other row at or above zero.
ALTER TABLE balances DROP CONSTRAINT balances_balance_check;
ALTER TABLE balances ADD CONSTRAINT balances_balance_check
  CHECK (balance >= 0 OR (currency = 'THB' AND account LIKE 'member:%'));
