-- 037: the console's members list shows each member's deposits approved, all time. Summed per member
-- for a page at a time; this partial index holds the amounts so the sum reads the index alone,
-- however many deposits a member has made.
CREATE INDEX deposits_member_approved_idx ON deposits (member_id) INCLUDE (amount_satang)
  WHERE status = 'approved';
