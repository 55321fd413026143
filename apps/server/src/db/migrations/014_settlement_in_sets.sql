-- 014: a settlement written in sets, inside PostgreSQL. A grading's bills are now written
-- first, straight from the grading's read of the bets, and its ledger entries then pay what the
-- bills say (betting/settlement.ts): the per-member totals never travel to the server and back.
--
-- A bill no longer names its entry itself. The entry that paid it is one of its grading's two,
-- and which one follows from the bill: none when nothing came back, the refund entry (type 5) when
-- every bet of the member was refunded, else the bill entry (type 4). So the grading's row keeps
-- the two entry ids, and a bill keeps whether it was a refund. The same facts, stored once per
-- grading instead of once per member, and 10,000 fewer foreign-key checks in a settlement of
-- 10,000 members.
ALTER TABLE bills ADD COLUMN refunded boolean NOT NULL DEFAULT false;
UPDATE bills b SET refunded = true FROM journal_entries e WHERE e.id = b.entry_id AND e.type = 5;

ALTER TABLE settlements
  ADD COLUMN bill_entry_id bigint REFERENCES journal_entries(id),
  ADD COLUMN refund_entry_id bigint REFERENCES journal_entries(id);
UPDATE settlements s SET bill_entry_id = x.entry_id
  FROM (SELECT DISTINCT b.match_id, b.grading, b.entry_id
          FROM bills b JOIN journal_entries e ON e.id = b.entry_id WHERE e.type = 4) x
 WHERE x.match_id = s.match_id AND x.grading = s.grading;
UPDATE settlements s SET refund_entry_id = x.entry_id
  FROM (SELECT DISTINCT b.match_id, b.grading, b.entry_id
          FROM bills b JOIN journal_entries e ON e.id = b.entry_id WHERE e.type = 5) x
 WHERE x.match_id = s.match_id AND x.grading = s.grading;
-- the transaction history finds a bill from its entry
CREATE INDEX settlements_bill_entry_idx ON settlements (bill_entry_id);
CREATE INDEX settlements_refund_entry_idx ON settlements (refund_entry_id);

ALTER TABLE bills DROP COLUMN entry_id;

-- Every read of bills names the match (the room's history, the regrade, the history of an entry),
-- so the unique (match_id, member_id, grading) serves them all; the two member-first indexes only
-- cost each settlement an index entry per member.
DROP INDEX bills_member_idx;
DROP INDEX bills_member_match_idx;
