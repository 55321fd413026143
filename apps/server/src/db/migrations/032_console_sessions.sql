-- 032: one session per temporary password, and console sessions that fit a shift.
--
-- spent_password_hash: the staff-set password (its hash) that a sign-in already used while the
-- account must change it. An admin's reset (or a new account) writes a new hash, so the next
-- temporary password is unspent without anyone clearing this.
ALTER TABLE operators ADD COLUMN spent_password_hash text;

-- Console sessions now end by themselves (idle, or STAFF_SESSION_MAX_HOURS after the sign-in): each
-- node looks for the live ones whose end has passed, to close their sockets.
CREATE INDEX sessions_operator_live_idx ON sessions (expires_at)
  WHERE subject_kind = 'operator' AND revoked_at IS NULL;
