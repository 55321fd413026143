-- 001: members, operators, sessions, audit log and the double-entry ledger (DESIGN §3, §6).

CREATE TABLE members (
  id               bigserial PRIMARY KEY,
  phone            text NOT NULL UNIQUE,
  password_hash    text NOT NULL,
  name             text NOT NULL,
  username         text NOT NULL UNIQUE,
  bank_name        text,
  bank_acc_no      text,
  bank_acc_name    text,
  referrer_id      bigint REFERENCES members(id),
  agent_id         int NOT NULL DEFAULT 1,
  is_vip           boolean NOT NULL DEFAULT false,
  is_blocked       boolean NOT NULL DEFAULT false,
  is_aff_reward    boolean NOT NULL DEFAULT false,
  last_ip          text,
  wc_uuid          text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX members_bank_account_uq ON members (bank_name, bank_acc_no) WHERE bank_acc_no IS NOT NULL;
CREATE INDEX members_referrer_idx ON members (referrer_id);

-- The house account members deposit into (shown in the profile as `account`).
CREATE TABLE deposit_accounts (
  id             bigserial PRIMARY KEY,
  bank_name      text NOT NULL,
  bank_acc_no    text NOT NULL,
  bank_acc_name  text NOT NULL,
  is_active      boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE operators (
  id             bigserial PRIMARY KEY,
  username       text NOT NULL UNIQUE,
  password_hash  text NOT NULL,
  role           text NOT NULL CHECK (role IN ('admin', 'operator', 'cashier')),
  is_active      boolean NOT NULL DEFAULT true,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- A session is one login: its refresh tokens form a family; access tokens name it (sid).
CREATE TABLE sessions (
  id             uuid PRIMARY KEY,
  subject_kind   text NOT NULL CHECK (subject_kind IN ('member', 'operator')),
  subject_id     bigint NOT NULL,
  ip             text,
  user_agent     text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  revoke_reason  text
);
CREATE INDEX sessions_subject_idx ON sessions (subject_kind, subject_id);

CREATE TABLE refresh_tokens (
  id             bigserial PRIMARY KEY,
  session_id     uuid NOT NULL REFERENCES sessions(id),
  token_hash     text NOT NULL UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  rotated_at     timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  operator_id    bigint REFERENCES operators(id),
  action         text NOT NULL,
  target_type    text,
  target_id      text,
  before         jsonb,
  after          jsonb,
  ip             text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action);

-- Ledger. Entries are immutable; corrections are new entries. `key` makes a retry harmless.
CREATE TABLE journal_entries (
  id             bigserial PRIMARY KEY,
  key            text NOT NULL UNIQUE,
  kind           text NOT NULL,
  type           smallint NOT NULL,
  topic          text NOT NULL,
  memo           jsonb,
  operator_id    bigint REFERENCES operators(id),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id             bigserial PRIMARY KEY,
  entry_id       bigint NOT NULL REFERENCES journal_entries(id),
  account        text NOT NULL,
  currency       text NOT NULL CHECK (currency IN ('THB', 'COIN')),
  amount         bigint NOT NULL CHECK (amount <> 0),
  -- before/after are kept for member accounts (the spec's before_amount / after_amount)
  before_amount  bigint,
  after_amount   bigint,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((before_amount IS NULL) = (after_amount IS NULL)),
  CHECK (after_amount IS NULL OR after_amount = before_amount + amount)
);
CREATE INDEX postings_account_idx ON postings (account, id);
CREATE INDEX postings_entry_idx ON postings (entry_id);

-- Cached balances: member accounts only (member:<id> THB, coins:<id> COIN). Never negative.
CREATE TABLE balances (
  account        text PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  currency       text NOT NULL CHECK (currency IN ('THB', 'COIN')),
  balance        bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  last_posting_id bigint,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balances_member_idx ON balances (member_id);
