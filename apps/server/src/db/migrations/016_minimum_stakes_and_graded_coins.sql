-- 016: minimum stakes and coins on graded stakes only (0.01-baht bets each
-- earned a coin at placement, so about 3 baht of stakes bought 300 coins, which redeem for 100 baht).
--
-- A stadium's minimum stake, in satang. NULL: the contract's MIN_BET_BAHT_DEFAULT, so the default
-- is declared once and a stadium the operator never set follows it. Every existing stadium starts so.
ALTER TABLE stadiums
  ADD COLUMN min_bet_satang bigint CHECK (min_bet_satang > 0);

-- What a bill needs to pay coins at grading without reading its bets (betting/queries.ts
-- addToBillsSql, billCoinsSql): the sides the member backed (a bit each: red 1, blue 2, tie 4,
-- no-tie 8), so a round backed on both sides of red/blue or of tie/no-tie earns no coin on that
-- pair; how many red/blue and tie/no-tie bets reached the coin minimum; and the coins the grading
-- gave the member (coins), which a regrade moves by the difference.
--
-- Bills written before this migration keep zeros: their bets earned their coin at placement, so a
-- settlement or a regrade of them pays no coin again.
ALTER TABLE bills
  ADD COLUMN sides smallint NOT NULL DEFAULT 0 CHECK (sides BETWEEN 0 AND 15),
  ADD COLUMN main_coin_bets int NOT NULL DEFAULT 0 CHECK (main_coin_bets >= 0),
  ADD COLUMN draw_coin_bets int NOT NULL DEFAULT 0 CHECK (draw_coin_bets >= 0),
  ADD COLUMN coins int NOT NULL DEFAULT 0 CHECK (coins >= 0);

-- A settlement's coin entry (settle:<match>:g<N>:coins), beside its bill and refund entries.
ALTER TABLE settlements
  ADD COLUMN coins int NOT NULL DEFAULT 0,
  ADD COLUMN coin_entry_id bigint REFERENCES journal_entries(id);

-- A step ticket's and an event bet's coin, paid when it is graded (step and event settlement).
-- NULL: placed before this migration, its coin paid at placement, so its grading pays none. Rows
-- written from now on start at 0.
ALTER TABLE step_tickets ADD COLUMN coins smallint CHECK (coins BETWEEN 0 AND 1);
ALTER TABLE step_tickets ALTER COLUMN coins SET DEFAULT 0;
ALTER TABLE event_bets ADD COLUMN coins smallint CHECK (coins BETWEEN 0 AND 1);
ALTER TABLE event_bets ALTER COLUMN coins SET DEFAULT 0;
