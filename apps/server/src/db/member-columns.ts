// The members table's columns as a read returns them (migrations 001, 005, 021, 025), declared once:
// the modules that read a member pick the columns their SELECT names from it. The password hash is
// left out: only the auth module reads it, through its own query.

export type MemberColumns = {
  id: number;
  phone: string;
  name: string;
  username: string;
  bank_name: string | null;
  bank_acc_no: string | null;
  bank_acc_name: string | null;
  referrer_id: number | null;
  agent_id: number;
  is_vip: boolean;
  is_blocked: boolean;
  created_at: Date | string;
  deposit_account_id: number | null;
  bet_suspended: boolean;
  max_bet_satang: number | null;
  limit_permille: number | null;
  /** a bet above this waits for the desk (migration 040); null: its stadium's */
  refer_above_satang: number | null;
  must_change_password: boolean;
};

/** Who the member is, as every member read names them. */
export type MemberIdentityColumns = Pick<MemberColumns, 'id' | 'username' | 'phone' | 'name'>;

/** The bank account the member registered: where their withdrawals go. */
export type MemberBankColumns = Pick<MemberColumns, 'bank_name' | 'bank_acc_no' | 'bank_acc_name'>;
