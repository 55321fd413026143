-- 011: room on each page of bets for the row's settled version. Settlement updates every
-- bet of a round once (status, payout, settled_at, none of them indexed); with half of each page
-- free the new versions stay on their page (heap-only tuples), so a round of 100,000 bets settles
-- without 400,000 index insertions. The price is bets taking twice the disk. Pages written from
-- now on follow it; existing pages keep theirs until the table is rewritten.
ALTER TABLE bets SET (fillfactor = 50);
