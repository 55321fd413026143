-- 025: a member's account as the console changes it.
--
-- A password reset by staff sets must_change_password: the member app asks for a new password after
-- login, and the member's own password change clears it.
ALTER TABLE members ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- A bank-account change redirects withdrawals, so one staff member requests it and a second,
-- different admin approves it; until then the member's account in force (members.bank_*) stays.
-- At most one change per member waits at a time. The account in force when it was requested is
-- kept beside it (before_*), for the member file and the audit.
CREATE TABLE member_bank_changes (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members(id),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  bank_name          text NOT NULL,
  bank_acc_no        text NOT NULL,
  bank_acc_name      text NOT NULL,
  before_bank_name   text,
  before_bank_acc_no text,
  before_bank_acc_name text,
  reason             text NOT NULL,
  requested_by       bigint NOT NULL REFERENCES operators(id),
  requested_at       timestamptz NOT NULL DEFAULT now(),
  decided_by         bigint REFERENCES operators(id),
  decided_at         timestamptz,
  decision_reason    text,
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  -- the four-eyes rule holds in the table too: nobody approves their own request
  CHECK (status <> 'approved' OR decided_by <> requested_by)
);
CREATE UNIQUE INDEX member_bank_changes_pending_uq ON member_bank_changes (member_id) WHERE status = 'pending';
CREATE INDEX member_bank_changes_member_idx ON member_bank_changes (member_id, id DESC);
