-- 012: a bet's outcome is derived, not stored. What a bet returns is a pure function of
-- the bet (side, stake, the price it kept) and the result of its match's grading in force
-- (`matches.result` once `settled_at` is set; a regrade changes the result). So settlement and
-- regrade no longer write a bet row at all: they read the bets once, per member, and move money;
-- the reads derive each bet's status and payout from the match (betting/queries.ts). Nothing is
-- lost: every grading keeps its result in `settlements` and its per-member totals in `bills`, and
-- the old columns held only the grading in force anyway.
ALTER TABLE bets DROP COLUMN status;
ALTER TABLE bets DROP COLUMN payout_satang;
ALTER TABLE bets DROP COLUMN settled_at;
-- Bet rows are now written once and never updated: migration 011's free half of each page has no
-- use any more. Pages written from now on are packed full again.
ALTER TABLE bets SET (fillfactor = 100);
