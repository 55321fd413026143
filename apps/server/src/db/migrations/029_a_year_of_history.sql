-- 029: the history pages on a year of data (measured by bench (e), docs/benchmarks.md).
--
-- On 10,000,000 bets (31.8 million postings) the heaviest member (50,290 bets, 72,699 cash postings)
-- waited seconds for some pages; each index below is what one of them lacked. Each is built here
-- without CONCURRENTLY (migrations run in one transaction): on a large live database the build holds
-- writes on its table for a minute or two. IF NOT EXISTS lets an operator build them beforehand with
-- CREATE INDEX CONCURRENTLY under the same names (docs/decisions.md).

-- the member's transaction history names each bet row by its entry (betting betDetailsOfEntries):
-- without it every page read all the member's bets (250 ms)
CREATE INDEX IF NOT EXISTS bets_entry_idx ON bets (entry_id);

-- a member's postings with their entry, read from the index alone: the member file's statement
-- counts them without the entries it does not show, and the history pages filter by the entry's type
-- (they read the posting rows only for the page). Replaces postings_account_idx (account, id).
CREATE INDEX IF NOT EXISTS postings_account_entry_idx ON postings (account, id) INCLUDE (entry_id);
DROP INDEX IF EXISTS postings_account_idx;

-- the entries hidden from members (types 149 and 999, DESIGN §3): few, and what a count of a
-- member's visible postings leaves out
CREATE INDEX IF NOT EXISTS journal_entries_hidden_idx ON journal_entries (id) WHERE type IN (149, 999);

-- a member's postings over a range of days (the reports' statement, the member file's day filter):
-- the range read from the index instead of every posting of the member (750 ms)
CREATE INDEX IF NOT EXISTS postings_account_created_idx ON postings (account, created_at);

-- the audit log of one member (GET /admin/audit?member=): rows whose target is the member, or that
-- name them as member_id before or after; without these every row of the log was read (minutes)
CREATE INDEX IF NOT EXISTS audit_log_target_idx ON audit_log (target_type, target_id);
CREATE INDEX IF NOT EXISTS audit_log_after_member_idx ON audit_log ((after ->> 'member_id'));
CREATE INDEX IF NOT EXISTS audit_log_before_member_idx ON audit_log ((before ->> 'member_id'));

-- a member's bets newest first with their round and side, read from the index alone: the member
-- file counts the bets a status keeps (won, lost…: the round's result against the side) without
-- reading each bet row (350 ms). Replaces bets_member_idx (member_id, id DESC).
CREATE INDEX IF NOT EXISTS bets_member_round_idx ON bets (member_id, id DESC) INCLUDE (match_id, side);
DROP INDEX IF EXISTS bets_member_idx;
