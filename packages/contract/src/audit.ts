// The operator audit log (DESIGN §6: who, what, before, after, when): every action code the server
// writes, typed so a new one cannot be written without the console's words for it, and
// the Bangkok calendar days its date filter takes.
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  // console accounts
  'operator.login',
  'operator.logout',
  'operator.totp_enrolled',
  'operator.totp_failed',
  'operator.totp_reset',
  'operator.recovery_code_used',
  'operator.recovery_codes_renewed',
  'operator.unlock_login',
  'operator.password_change',
  // staff accounts
  'staff.create',
  'staff.update',
  'staff.password_reset',
  'staff.sessions_end',
  // four eyes on staff accounts
  'staff.request',
  'staff.request_approve',
  'staff.request_reject',
  // members
  'member.update',
  'member.adjust',
  'member.deposit',
  'member.unlock_login',
  'member.bank_change_request',
  'member.bank_change_approve',
  'member.bank_change_reject',
  'member.password_reset',
  'member.sessions_end',
  'member.rename',
  'member.deposit_account',
  // stadiums and rounds
  'stadium.create',
  'stadium.update',
  'match.create',
  'match.update',
  'match.rate',
  'match.open',
  'match.close',
  'match.tie_open',
  'match.tie_close',
  'match.end',
  'match.regrade',
  // risk controls
  'match.side_open',
  'match.side_close',
  'match.side_cap_close',
  'match.last_call',
  'match.last_call_cancel',
  'match.last_call_close',
  'match.limits',
  // a big bet referred to the desk (issue 39): accepted, declined, or a smaller stake offered
  'bet.referral_accept',
  'bet.referral_decline',
  'bet.referral_counter',
  'member.bet_controls',
  // responsible play: the desk's stricter limit, a time-out, an ended self-exclusion lifted
  'member.play_limit',
  'member.play_time_out',
  'member.play_exclusion_lift',
  // events
  'event.create',
  'event.update',
  'event.odds',
  'event.open',
  'event.close',
  'event.settle',
  'event.cancel',
  'event.regrade',
  // cashier
  'deposit.approve',
  'deposit.reject',
  'deposit.recheck',
  'withdrawal.pay',
  'withdrawal.reject',
  'deposit_account.create',
  'deposit_account.update',
  // rewards
  'redeem_item.create',
  'redeem_item.update',
  'redeem_image.upload',
  'redeem_order.ship',
  'redeem_order.cancel',
  // chat
  'chat.delete',
  'chat.mute',
  'chat.unmute',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who the audit log credits when no person acts: the embedded demo's seed and its match
 * simulator. A system actor is not a staff account (no operators row, no password, no sign-in): its
 * rows have no operator and name it instead, and the console words it (audit.system_actor.*).
 */
export const SYSTEM_ACTORS = ['demo_simulator', 'demo_seed'] as const;
export type SystemActorName = (typeof SYSTEM_ACTORS)[number];

/**
 * Every field name an audit row's before or after holds, at any depth (a nested object's keys are
 * read out too): the console words each one (audit.field.*), and the server's test apps refuse, when
 * they close, an audit row that wrote any other (test/audit-fields.ts), so a new field cannot reach
 * the log without its label.
 */
export const AUDIT_FIELDS = [
  'is_vip',
  'is_blocked',
  'balance',
  'amount',
  'kind',
  'reason',
  'entry_id',
  'deposit_id',
  'username',
  'totp_enrolled',
  'stadium_id',
  'round_name',
  'round_type',
  'red_cow_name',
  'blue_cow_name',
  'is_prefight',
  'streaming_url',
  'is_open',
  'is_open_tie',
  'tie_permille',
  'notie_permille',
  'is_end',
  'result',
  'next_match_id',
  'rate_id',
  'rate_name',
  'red_rate_1',
  'red_rate_2',
  'blue_rate_1',
  'blue_rate_2',
  'grading',
  'bets',
  'members',
  'stake_satang',
  'payout_satang',
  'house_satang',
  'coins',
  'id',
  'name',
  'name_en',
  'type',
  'is_display',
  'min_bet',
  'point',
  'image_name',
  'stock',
  'is_active',
  'content_type',
  'bytes',
  'status',
  'note',
  'member_id',
  'item_id',
  'coins_returned',
  'bank_name',
  'bank_acc_no',
  'bank_acc_name',
  'members_assigned',
  'members_moved',
  'check_amount',
  'text',
  'created_at',
  'minutes',
  'until',
  'question',
  'state',
  'closes_at',
  'winner',
  'options',
  'role',
  'must_change_password',
  'sessions_ended',
  'session_id',
  'change_id',
  'requested_by',
  'ended',
  'deposit_account_id',
  'transfer_ref',
  'transfer_image',
  'bet_suspended',
  'bet_delay',
  'refer_above',
  'closed_by',
  'correction',
  'from',
  'to',
  'house_before',
  'house_after',
  'last_call_at',
  'liability_cap',
  'limit_factor',
  'max_bet',
  'max_payout',
  'member_side_cap',
  'open',
  'paid',
  'reversed',
  'seconds',
  'side',
  'stakes',
  // a slip checked again
  'pending_reason',
  'check_attempts',
  'automatic',
  // responsible play at the desk
  'play_limit',
  'desk_limit',
  'in_force',
  'length',
  'ends_at',
  'reopens_at',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The years a day filter takes (the log starts long after the first, and the database ends well after the last). */
export const AUDIT_FIRST_YEAR = 2000;
export const AUDIT_LAST_YEAR = 2999;

/** A calendar day, "2026-01-31", read on the Bangkok clock (UTC+7 all year). */
export const bangkokDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'audit.date_invalid' })
  .refine(
    (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    },
    { message: 'audit.date_invalid' },
  );

/**
 * A day the audit log's filter takes: a calendar day of the years the log can hold (year 0000 and
 * its like once answered 500). The reports bound their days the same way, with their own message.
 */
export const auditDay = bangkokDay.refine(
  (day) => {
    const year = Number(day.slice(0, 4));
    return year >= AUDIT_FIRST_YEAR && year <= AUDIT_LAST_YEAR;
  },
  { message: 'audit.date_invalid' },
);

/** The instant a Bangkok day starts, and the instant the day after it starts (the range's open end). */
export function bangkokDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}
export function bangkokDayEnd(day: string): Date {
  return new Date(bangkokDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}
