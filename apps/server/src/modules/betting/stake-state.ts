// What the server reads for the one stake rule set (the contract's wager-rules.ts), and how it answers
// a refusal: every way to stake (betting's bets here, steps' tickets, events' bets, games' debits)
// reads the member's standing, a round's state, its book and the member's holdings through these and
// answers the rule set's refusal through refusalError, so one refusal reads the same on every path.
import { isHiddenRound } from '@sanam/contract/matches.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type {
  MemberHeld,
  MemberStanding,
  Refusal,
  RefusalKey,
  RoundBook,
  RoundState,
} from '@sanam/contract/wager-rules.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { MatchForBet } from '../matches/index.ts';
import { bookLossSql, heldOnSideSql } from './stake-queries.ts';

/**
 * A round as the rules read it, from the matches module's row; hidden by the test round names
 * (TEST_ROUND_NAMES); the last call on this node's clock.
 */
export function roundStateOf(m: MatchForBet, hiddenNames: readonly string[], nowMs = Date.now()): RoundState {
  const hasRate = m.rate_id !== null;
  const price = (rate1: number | null, rate2: number | null) =>
    hasRate && rate1 !== null && rate2 !== null ? { rate1, rate2 } : null;
  return {
    matchId: m.id,
    hiddenFromMembers: isHiddenRound(m.round_name, hiddenNames),
    isEnd: m.is_end,
    isPrefight: m.is_prefight,
    isOpen: m.is_open,
    isOpenTie: m.is_open_tie,
    redClosed: m.red_closed_by !== null,
    blueClosed: m.blue_closed_by !== null,
    // the database's clock as read (a step ticket reads its rounds in its own transaction), or the
    // node's (a snapshot read before the last call ran out)
    lastCallOver:
      m.last_call_over || (m.last_call_at !== null && new Date(m.last_call_at).getTime() <= nowMs),
    rateId: m.rate_id,
    red: price(m.red_rate_1, m.red_rate_2),
    blue: price(m.blue_rate_1, m.blue_rate_2),
    tiePermille: m.tie_permille,
    notiePermille: m.notie_permille,
    minBetSatang: Number(m.min_bet_satang),
    maxBetSatang: m.max_bet_satang === null ? null : Number(m.max_bet_satang),
    maxPayoutSatang: m.max_payout_satang === null ? null : Number(m.max_payout_satang),
    memberSideCapSatang: m.member_side_cap_satang === null ? null : Number(m.member_side_cap_satang),
    liabilityCapSatang: m.liability_cap_satang === null ? null : Number(m.liability_cap_satang),
  };
}

/** The member's standing (the console's betting controls); null for no such member. */
export async function memberStanding(q: Queryable, memberId: number): Promise<MemberStanding | null> {
  const { rows } = await q.query<{
    is_blocked: boolean;
    bet_suspended: boolean;
    max_bet_satang: number | null;
    limit_permille: number | null;
  }>('SELECT is_blocked, bet_suspended, max_bet_satang, limit_permille FROM members WHERE id = $1', [
    memberId,
  ]);
  const r = rows[0];
  if (!r) return null;
  return {
    blocked: r.is_blocked,
    suspended: r.bet_suspended,
    maxBetSatang: r.max_bet_satang === null ? null : Number(r.max_bet_satang),
    limitPermille: r.limit_permille,
  };
}

/**
 * The rounds' books (the house's worst-case loss on each side, singles and step tickets) and what the
 * member holds on each side of each, for the caps. Exact under the books' lock (lockBooks), the way a
 * step ticket reads them; a bet statement's refusal reads them after the fact to name the room.
 */
export async function booksAndHeld(
  q: Queryable,
  matchIds: number[],
  memberId: number,
): Promise<Map<number, { book: RoundBook; held: MemberHeld }>> {
  const { rows } = await q.query<{
    match_id: number;
    red_loss: number;
    blue_loss: number;
    green_loss: number;
    held_red: number;
    held_blue: number;
    held_tie: number;
  }>(
    `SELECT rb.match_id, ${bookLossSql('rb')},
            ${heldOnSideSql("'red'", 'bl', 'ss')} AS held_red,
            ${heldOnSideSql("'blue'", 'bl', 'ss')} AS held_blue,
            ${heldOnSideSql("'tie'", 'bl', 'ss')} AS held_tie
       FROM round_books rb
       LEFT JOIN bills bl ON bl.match_id = rb.match_id AND bl.member_id = $2 AND bl.grading = 1
       LEFT JOIN step_side_stakes ss ON ss.match_id = rb.match_id AND ss.member_id = $2
      WHERE rb.match_id = ANY($1::bigint[])`,
    [matchIds, memberId],
  );
  return new Map(
    rows.map((r) => [
      r.match_id,
      {
        book: { red: Number(r.red_loss), blue: Number(r.blue_loss), tie: Number(r.green_loss) },
        held: { red: Number(r.held_red), blue: Number(r.held_blue), tie: Number(r.held_tie) },
      },
    ]),
  );
}

/**
 * The rounds' books locked FOR UPDATE in round order, for a stake written in a transaction of its own
 * (a step ticket): every bet statement on those rounds waits for it, and it for the ones before it.
 */
export async function lockBooks(q: Queryable, matchIds: number[]): Promise<void> {
  const ids = [...new Set(matchIds)].sort((a, b) => a - b);
  // Every round gets its book when it is created; a round without one (written before migration 021
  // by hand, say) gets an empty one here rather than a stake that no cap would see.
  await q.query(
    `INSERT INTO round_books (match_id) SELECT id FROM matches WHERE id = ANY($1::bigint[]) ORDER BY id
     ON CONFLICT (match_id) DO NOTHING`,
    [ids],
  );
  await q.query(
    'SELECT match_id FROM round_books WHERE match_id = ANY($1::bigint[]) ORDER BY match_id FOR UPDATE',
    [ids],
  );
}

const REFUSED = { status: 409, code: 'bet_refused' } as const;

/** The status and stable code of each refusal (what the apps and providers branch on). */
const REFERRAL = { status: 409, code: 'bet_referral' } as const;

const STATUS_OF: Record<RefusalKey, { status: number; code: string }> = {
  'bet.referral_declined': REFERRAL,
  'bet.referral_timeout': REFERRAL,
  'bet.offer_left': REFERRAL,
  'bet.offer_expired': REFERRAL,
  'auth.blocked': { status: 403, code: 'forbidden' },
  'bet.suspended': { status: 403, code: 'bet_suspended' },
  // a time-out or a self-exclusion (responsible play): no stake until it ends
  'play.timed_out': { status: 403, code: 'play_break' },
  'play.self_excluded': { status: 403, code: 'play_break' },
  'play.exclusion_ended': { status: 403, code: 'play_break' },
  'play.exclusion_lifted': { status: 403, code: 'play_break' },
  // a round hidden from members reads as one that does not exist (notFound)
  'bet.match_not_found': { status: 404, code: 'not_found' },
  // the round, its side and its price
  'bet.match_ended': REFUSED,
  'bet.prefight_only': REFUSED,
  'bet.live_only': REFUSED,
  'bet.last_call_over': REFUSED,
  'step.round_not_open': REFUSED,
  'event.not_open': REFUSED,
  'event.past_closing': REFUSED,
  'bet.closed': REFUSED,
  'bet.side_closed': REFUSED,
  'bet.tie_closed': REFUSED,
  'bet.notie_closed': REFUSED,
  'event.option_unknown': { status: 400, code: 'validation' },
  'bet.rate_not_current': REFUSED,
  'step.rate_not_current': REFUSED,
  'bet.multiplier_changed': REFUSED,
  'event.odds_changed': REFUSED,
  // the amount, the limits, the funds: about the stake the member typed
  'bet.below_minimum': { status: 400, code: 'bet_below_minimum' },
  'bet.off_step': { status: 400, code: 'bet_off_step' },
  'bet.above_maximum': { status: 400, code: 'bet_above_maximum' },
  'bet.payout_above_maximum': { status: 400, code: 'bet_payout_above_maximum' },
  'step.payout_too_high': REFUSED,
  // the limits the member set on themselves
  'play.stake_limit': { status: 400, code: 'play_stake_limit' },
  'play.loss_limit': { status: 409, code: 'play_loss_limit' },
  'ledger.insufficient_balance': { status: 400, code: 'ledger.insufficient_balance' },
  'bet.balance_ceiling': { status: 400, code: 'bet_balance_ceiling' },
  // the caps
  'bet.member_side_cap': { status: 400, code: 'bet_member_side_cap' },
  'bet.liability_room': REFUSED,
  'bet.liability_cap': REFUSED,
};

/**
 * The error a refusal answers with: its message key and fields (each amount in baht; the side's name
 * a message key, translated on the way out), and the field the refusal is about: `amount` for the
 * stake's own rules, `field` (the bet's `type`, a ticket's `steps`) for a side or an option.
 */
export function refusalError(r: Refusal, field: 'type' | 'steps' = 'type'): AppError {
  const { status, code } = STATUS_OF[r.key];
  const about =
    r.rule === 'amount' || r.rule === 'limits' || r.rule === 'funds' || r.key === 'bet.member_side_cap'
      ? { amount: r.key }
      : r.key === 'bet.side_closed' || r.key === 'event.option_unknown'
        ? { [field]: r.key }
        : {};
  const fields = { ...about, ...r.fields } as Record<string, MessageKey>;
  return new AppError(status, r.key, code, Object.keys(fields).length ? fields : undefined);
}

/**
 * A step ticket on its leg rounds' books (under their lock, lockBooks): what it adds to the house's
 * worst case on each side (the contract's addedLoss), one more ticket on each round (so a bet
 * statement that read the book before it checks its caps again), and the member's stake on each
 * leg's side for their per-side cap.
 */
export async function addTicketToBooks(
  q: Queryable,
  ticket: {
    memberId: number;
    amountSatang: number;
    legs: ReadonlyArray<{ matchId: number; side: 'red' | 'blue' }>;
    added: ReadonlyArray<{ matchId: number; side: 'red' | 'blue' | 'tie'; satang: number }>;
  },
): Promise<void> {
  const sum = (matchId: number, side: string) =>
    ticket.added.filter((a) => a.matchId === matchId && a.side === side).reduce((s, a) => s + a.satang, 0);
  const ids = ticket.legs.map((l) => l.matchId);
  const books = await q.query(
    `UPDATE round_books rb
        SET red_step_satang = rb.red_step_satang + a.red, blue_step_satang = rb.blue_step_satang + a.blue,
            green_step_satang = rb.green_step_satang + a.green, step_tickets = rb.step_tickets + 1
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[]) AS a(match_id, red, blue, green)
      WHERE rb.match_id = a.match_id`,
    [ids, ids.map((id) => sum(id, 'red')), ids.map((id) => sum(id, 'blue')), ids.map((id) => sum(id, 'tie'))],
  );
  // fail closed: a leg whose book was not written would be a stake the caps never see
  if (books.rowCount !== new Set(ids).size) throw new Error('a step leg has no round book');
  await q.query(
    `INSERT INTO step_side_stakes AS ss (match_id, member_id, red_stake_satang, blue_stake_satang)
     SELECT a.match_id, $2, CASE a.side WHEN 'red' THEN $3::bigint ELSE 0 END,
            CASE a.side WHEN 'blue' THEN $3::bigint ELSE 0 END
       FROM unnest($1::bigint[], $4::text[]) AS a(match_id, side)
     ON CONFLICT (match_id, member_id) DO UPDATE
        SET red_stake_satang = ss.red_stake_satang + excluded.red_stake_satang,
            blue_stake_satang = ss.blue_stake_satang + excluded.blue_stake_satang`,
    [ids, ticket.memberId, ticket.amountSatang, ticket.legs.map((l) => l.side)],
  );
}
