// Bets on a match (DESIGN §4) and, through settlement.ts, the settlement of a match.
//
// Owns: the bets, bills and settlements tables; placing a live or pre-fight bet (placeBet), settling
// an ended match and regrading a settled one (settlement.ts), the operator's exposure and the
// member's bet history of a match (reads.ts).
// Invariants:
// - A bet is one transaction: the match row FOR SHARE (an operator change waits for it), the checks
//   (running, betting open, the rate the member saw is the current one, tie open, not blocked, the
//   route matching the kind of match), the bet row, and one ledger entry member:<id> →
//   escrow:match:<id> (type 3) plus 1 coin house → coins:<id>. The ledger refuses a stake over the
//   balance (400 'ledger.insufficient_balance') and it all rolls back.
// - (member, ref) places at most one bet: a repeat answers with the first bet and moves nothing.
// - A bet keeps its price (rate_1/rate_2 or per-mille multiplier) whatever comes after.
// - BALANCE (to the member) and BET (to the desk) leave only from tx.afterCommit of a bet that was
//   placed now: never for a refusal, a rollback or a repeated ref.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { permilleToMultiplier, type BetData, type BetRequest } from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../../db/db.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import { lockMatchForBet } from '../matches/service.ts';
import * as q from './queries.ts';
import { BET_TOPIC } from './topics.ts';

export { endAndSettle, regradeMatch, settleMatch, type SettlementSummary } from './settlement.ts';
export { betHistory, betInfoOfEntries, exposureOf, type EntryBetInfo } from './reads.ts';

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

/**
 * POST /user/bet/:matchId (live) and /user/bet/prefight/:id {amount, type, ref, rateId}: one bet, or
 * the first one for a repeated ref. A pre-fight match takes bets only through the pre-fight route
 * and a live match only through the live one; both follow the same rules while the match runs.
 */
export async function placeBet(
  deps: AppDeps,
  memberId: number,
  matchId: number,
  input: BetRequest,
  kind: 'live' | 'prefight' = 'live',
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
    if (kind === 'live' && m.is_prefight) throw refused('bet.prefight_only');
    if (kind === 'prefight' && !m.is_prefight) throw refused('bet.live_only');

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
    const balance = satangToBaht(posted.memberBalances[accountName.member(memberId)] ?? 0);
    const eventPoint = posted.memberBalances[accountName.coins(memberId)] ?? 0;
    tx.afterCommit(() => {
      deps.realtime.toMember(memberId, 'BALANCE', { balance, event_point: eventPoint });
      deps.realtime.toDesk(matchId, 'BET', { match_id: matchId, side: input.type, amount: input.amount });
    });
    return { bet: toBet(bet), balance, event_point: eventPoint };
  });
}
