-- 022: the console's reports read by time. The day's summary takes the journal
-- entries of a range of Bangkok days and then their postings (postings_entry_idx); the per-round
-- P&L the rounds first settled in the range. Without these, both read the whole table for a day.
CREATE INDEX journal_entries_created_idx ON journal_entries (created_at);
CREATE INDEX settlements_first_created_idx ON settlements (created_at) WHERE grading = 1;
-- the desks' decisions by time (the cashier shift report)
CREATE INDEX deposits_decided_idx ON deposits (decided_at) WHERE decided_by IS NOT NULL;
CREATE INDEX withdrawals_decided_idx ON withdrawals (decided_at) WHERE decided_by IS NOT NULL;
CREATE INDEX redeem_orders_decided_idx ON redeem_orders (decided_at) WHERE decided_by IS NOT NULL;
