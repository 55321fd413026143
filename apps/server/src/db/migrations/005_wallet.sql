-- 005: money in and out (DESIGN §3, §7): the house deposit accounts members are assigned to, slip and
-- cashier deposits, withdrawals held until a cashier pays or rejects them, and the sandbox's slips.

-- House deposit accounts: one row per bank account; a member is assigned one (spread over the active
-- ones), and get_profile shows it as `user.account`.
CREATE UNIQUE INDEX deposit_accounts_bank_acc_uq ON deposit_accounts (bank_name, bank_acc_no);
ALTER TABLE deposit_accounts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE members ADD COLUMN deposit_account_id bigint REFERENCES deposit_accounts(id);
CREATE INDEX members_deposit_account_idx ON members (deposit_account_id);

-- Members who registered before accounts were assigned get one now: the active accounts in id order,
-- member id modulo their number (the rule wallet/queries.ts assignDepositAccounts keeps).
WITH active AS (
  SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS n, count(*) OVER ()::int AS k
  FROM deposit_accounts WHERE is_active
)
UPDATE members m SET deposit_account_id = a.id
  FROM active a
 WHERE m.deposit_account_id IS NULL AND a.n = m.id % a.k;

-- A deposit: a slip the member sent (checked with the slip-check provider) or a transfer a cashier
-- recorded. Approved deposits carry their ledger entry (bank:in → member:<id>, type 1) and amount.
CREATE TABLE deposits (
  id                      bigserial PRIMARY KEY,
  member_id               bigint NOT NULL REFERENCES members(id),
  source                  text NOT NULL CHECK (source IN ('slip', 'cashier')),
  status                  text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  amount_satang           bigint CHECK (amount_satang > 0),
  -- the slip: its sending bank (three-digit code) and transaction reference, and the QR text sent
  sending_bank            text,
  trans_ref               text,
  payload                 text,
  -- what the slip-check provider answered
  check_status            text CHECK (check_status IN ('confirmed', 'not_found', 'unavailable', 'none')),
  check_provider          text,
  check_amount_satang     bigint,
  check_receiver_bank     text,
  check_receiver_account  text,
  check_receiver_name     text,
  check_transferred_at    timestamptz,
  checked_at              timestamptz,
  -- the house account the money reached (when the check names one of ours)
  deposit_account_id      bigint REFERENCES deposit_accounts(id),
  pending_reason          text CHECK (pending_reason IN ('not_found', 'unavailable', 'no_provider', 'receiver_mismatch', 'too_old')),
  reason                  text,
  entry_id                bigint REFERENCES journal_entries(id),
  decided_by              bigint REFERENCES operators(id),
  decided_at              timestamptz,
  created_at              timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'approved') = (entry_id IS NOT NULL)),
  CHECK ((status = 'approved') = (amount_satang IS NOT NULL)),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (source <> 'slip' OR (sending_bank IS NOT NULL AND trans_ref IS NOT NULL AND payload IS NOT NULL))
);
-- a slip credits once: (sending bank, transaction reference) is unique, inserted in the transaction
-- that credits it
CREATE UNIQUE INDEX deposits_slip_uq ON deposits (sending_bank, trans_ref) WHERE trans_ref IS NOT NULL;
CREATE INDEX deposits_status_idx ON deposits (status, id DESC);
CREATE INDEX deposits_member_idx ON deposits (member_id, id DESC);

-- A withdrawal: the amount moves member:<id> → withdraw:hold when asked (hold_entry_id); a cashier pays
-- it (withdraw:hold → bank:out) or rejects it (withdraw:hold → member:<id>), decision_entry_id. The
-- member's bank details are copied at request time: the cashier pays where the member asked.
CREATE TABLE withdrawals (
  id                 bigserial PRIMARY KEY,
  member_id          bigint NOT NULL REFERENCES members(id),
  amount_satang      bigint NOT NULL CHECK (amount_satang > 0),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  bank_name          text NOT NULL,
  bank_acc_no        text NOT NULL,
  bank_acc_name      text,
  -- the member app's Idempotency-Key: a repeated request answers with the first withdrawal
  ref                text,
  hold_entry_id      bigint REFERENCES journal_entries(id),
  decision_entry_id  bigint REFERENCES journal_entries(id),
  reason             text,
  decided_by         bigint REFERENCES operators(id),
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK ((status = 'pending') = (decision_entry_id IS NULL)),
  CHECK (status <> 'rejected' OR reason IS NOT NULL)
);
CREATE UNIQUE INDEX withdrawals_ref_uq ON withdrawals (member_id, ref) WHERE ref IS NOT NULL;
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id DESC);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id DESC);

-- The sandbox slip check (SANDBOX=1): the slips POST /api/sandbox/slips made, which it confirms.
CREATE TABLE sandbox_slips (
  sending_bank       text NOT NULL,
  trans_ref          text NOT NULL,
  amount_satang      bigint NOT NULL CHECK (amount_satang > 0),
  receiver_bank      text NOT NULL,
  receiver_account   text NOT NULL,
  receiver_name      text NOT NULL,
  transferred_at     timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sending_bank, trans_ref)
);
