// Live bets and match settlement (DESIGN §4).
//
// Owns: the bets and bills tables; placing a live bet (placeBet) and settling an ended match
// (settleMatch, and endAndSettle for the operator's /end).
// Invariants:
// - A bet is one transaction: the match row FOR SHARE (an operator change waits for it), the checks
//   (running, betting open, the rate the member saw is the current one, tie open, not blocked), the
//   bet row, and one ledger entry member:<id> → escrow:match:<id> (type 3) plus 1 coin house → coins:<id>.
//   The ledger refuses a stake over the balance (400 'ledger.insufficient_balance') and it all rolls back.
// - (member, ref) places at most one bet: a repeat answers with the first bet and moves nothing.
// - A bet keeps its price (rate_1/rate_2 or per-mille multiplier) whatever comes after.
// - Settlement grades every bet in one statement, then posts one house ↔ escrow entry for the
//   difference and one escrow → member entry per member paid, so the escrow ends at exactly zero,
//   writes one bill per member, and marks the match settled, all in one transaction.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import {
  permilleToMultiplier,
  type BetData,
  type BetRequest,
  type BetSide,
  type Match,
  type MatchEndRequest,
  type MatchResult,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../../db/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import type { Actor } from '../admin/service.ts';
import { endMatch, getMatch, lockEndedMatch, lockMatchForBet, markSettled } from '../matches/service.ts';
import * as q from './queries.ts';

const BET_TOPIC: Record<BetSide, string> = {
  red: 'แทงฝั่งแดง',
  blue: 'แทงฝั่งน้ำเงิน',
  tie: 'แทงเสมอ',
  notie: 'แทงไม่เสมอ',
};
const BILL_TOPIC = 'ผลการแข่งขัน';
const REFUND_TOPIC = 'คืนเงินเดิมพัน';

const refused = (key: Parameters<typeof badRequest>[0]) => new AppError(409, key, 'bet_refused');

function toBet(r: q.BetRow) {
  return {
    id: r.id,
    match_id: r.match_id,
    type: r.side,
    amount: satangToBaht(r.amount_satang),
    rate_id: r.rate_id,
    rate_1: r.rate_1,
    rate_2: r.rate_2,
    multiplier: r.multiplier_permille === null ? null : permilleToMultiplier(r.multiplier_permille),
    ref: r.ref,
    status: r.status,
    payout: r.payout_satang === null ? null : satangToBaht(r.payout_satang),
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function betReply(tx: Tx, memberId: number, bet: q.BetRow): Promise<BetData> {
  const b = (await memberBalances(tx, [memberId])).get(memberId);
  return { bet: toBet(bet), balance: satangToBaht(b?.cashSatang ?? 0), event_point: b?.coins ?? 0 };
}

/** POST /user/bet/:matchId {amount, type, ref, rateId}: one live bet, or the first one for a repeated ref. */
export async function placeBet(
  deps: AppDeps,
  memberId: number,
  matchId: number,
  input: BetRequest,
): Promise<BetData> {
  const amountSatang = bahtToSatang(input.amount);
  if (amountSatang === null || amountSatang <= 0)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });

  return deps.db.transaction(async (tx) => {
    const m = await lockMatchForBet(tx, matchId);
    if (!m) throw notFound('bet.match_not_found');
    const earlier = await q.findBetByRef(tx, memberId, input.ref);
    if (earlier) return betReply(tx, memberId, earlier);

    if ((await q.isMemberBlocked(tx, memberId)) !== false) throw forbidden('auth.blocked');
    if (m.is_end) throw refused('bet.match_ended');
    if (m.is_prefight) throw refused('bet.prefight_only');

    let price: { rateId: number | null; rate1: number | null; rate2: number | null; permille: number | null };
    switch (input.type) {
      case 'red':
      case 'blue': {
        if (!m.is_open) throw refused('bet.closed');
        // the member never gets a price they did not see (DESIGN §4)
        if (m.rate_id === null || m.rate_id !== input.rateId) throw refused('bet.rate_not_current');
        const red = input.type === 'red';
        const rate1 = red ? m.red_rate_1 : m.blue_rate_1;
        const rate2 = red ? m.red_rate_2 : m.blue_rate_2;
        if (rate1 === null || rate2 === null) throw refused('bet.rate_not_current');
        price = { rateId: m.rate_id, rate1, rate2, permille: null };
        break;
      }
      case 'tie':
        if (!m.is_open_tie) throw refused('bet.tie_closed');
        price = { rateId: null, rate1: null, rate2: null, permille: m.tie_permille };
        break;
      case 'notie':
        if (!m.is_open_tie || m.notie_permille === null) throw refused('bet.notie_closed');
        price = { rateId: null, rate1: null, rate2: null, permille: m.notie_permille };
        break;
    }

    const bet = await q.insertBet(tx, {
      matchId,
      memberId,
      side: input.type,
      amountSatang,
      rateId: price.rateId,
      rate1: price.rate1,
      rate2: price.rate2,
      multiplierPermille: price.permille,
      ref: input.ref,
    });
    if (!bet) {
      // a concurrent request with the same ref committed first: answer as it did
      const first = await q.findBetByRef(tx, memberId, input.ref);
      if (!first) throw new Error(`bet ${memberId}/${input.ref} conflicted but cannot be found`);
      return betReply(tx, memberId, first);
    }

    const posted = await post(tx, {
      key: `bet:${bet.id}`,
      kind: 'bet',
      type: TX_TYPE.bet,
      topic: BET_TOPIC[input.type],
      memo: { match_id: matchId, bet_id: bet.id, side: input.type, rate_id: price.rateId },
      postings: [
        { account: accountName.member(memberId), currency: 'THB', amount: -amountSatang },
        { account: accountName.escrow(matchId), currency: 'THB', amount: amountSatang },
        // spec §9: 1 coin per bet, funded by the house's coin account
        { account: accountName.house, currency: 'COIN', amount: -1 },
        { account: accountName.coins(memberId), currency: 'COIN', amount: 1 },
      ],
    });
    await q.setBetEntry(tx, bet.id, posted.entryId);
    return {
      bet: toBet(bet),
      balance: satangToBaht(posted.memberBalances[accountName.member(memberId)] ?? 0),
      event_point: posted.memberBalances[accountName.coins(memberId)] ?? 0,
    };
  });
}

export interface SettlementSummary {
  bets: number;
  members: number;
  stake_satang: number;
  payout_satang: number;
  /** what the house kept (positive) or paid in (negative) */
  house_satang: number;
}

/**
 * Settles an ended match in the caller's transaction (DESIGN §4): grade every bet (set-based), move
 * the house's share so the escrow holds exactly the payouts, pay each member in one entry, write one
 * bill per member, mark the match settled. The escrow of the match is zero afterwards.
 */
export async function settleMatch(tx: Tx, matchId: number, result: MatchResult): Promise<SettlementSummary> {
  const m = await lockEndedMatch(tx, matchId);
  if (m.result !== result) throw new Error(`settle: match ${matchId} ended ${m.result}, not ${result}`);
  const members = await q.gradeMatchBets(tx, matchId, result);
  const escrow = accountName.escrow(matchId);
  const stake = members.reduce((s, r) => s + r.stake_satang, 0);
  const payout = members.reduce((s, r) => s + r.payout_satang, 0);
  const house = stake - payout;

  if (house !== 0) {
    await post(tx, {
      key: `settle:${matchId}:house`,
      kind: 'settlement',
      type: TX_TYPE.bill,
      topic: BILL_TOPIC,
      memo: { match_id: matchId, result },
      postings: [
        { account: escrow, currency: 'THB', amount: -house },
        { account: accountName.house, currency: 'THB', amount: house },
      ],
    });
  }
  for (const r of members) {
    let entryId: number | null = null;
    if (r.payout_satang > 0) {
      const posted = await post(tx, {
        key: `settle:${matchId}:member:${r.member_id}`,
        kind: 'settlement',
        type: r.all_refunded ? TX_TYPE.refund : TX_TYPE.bill,
        topic: r.all_refunded ? REFUND_TOPIC : BILL_TOPIC,
        memo: { match_id: matchId, result, stake: r.stake_satang },
        postings: [
          { account: escrow, currency: 'THB', amount: -r.payout_satang },
          { account: accountName.member(r.member_id), currency: 'THB', amount: r.payout_satang },
        ],
      });
      entryId = posted.entryId;
    }
    await q.insertBill(tx, {
      matchId,
      memberId: r.member_id,
      creditSatang: r.stake_satang,
      winAmountSatang: r.payout_satang,
      entryId,
    });
  }
  await markSettled(tx, matchId);
  return {
    bets: members.reduce((s, r) => s + r.bets, 0),
    members: members.length,
    stake_satang: stake,
    payout_satang: payout,
    house_satang: house,
  };
}

/** POST /api/admin/matches/:id/end {result, next_match_id?}: ends and settles in one transaction. */
export async function endAndSettle(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  input: MatchEndRequest,
): Promise<Match> {
  await deps.db.transaction(async (tx) => {
    await endMatch(tx, actor, matchId, input.result, input.next_match_id ?? null);
    await settleMatch(tx, matchId, input.result);
  });
  return getMatch(deps, matchId);
}
