// The one settlement core (DESIGN §4, "One wagering core"): grading, paying, refunding and reversing
// a grading's money, the same way for every wager kind. A kind supplies only who won: what its new
// grading pays each member (a match's bills, a round's step tickets, an event's bets), what it
// refunds, the coins it moves, where the stakes sit, and for a correction what the grading in force
// had paid. The core moves it in at most four ledger entries, in this order:
//   <keys.coins>    house → coins:<id>: this grading's coins less the previous one's; a take-back never
//                   more than the member holds (ledger upToHeld), and the kind learns who kept some
//   <keys.bill>     (type 4) the escrows pay each member their win; the house takes the rest (or pays in)
//   <keys.refund>   (type 5) the escrows give back the stakes of members all of whose stakes were refunded
//   <keys.reverse>  (type 4, a correction) what the grading in force paid each member and kept for the
//                   house, back into the escrows
// The new grading first and its reversal after, so a member's balance only ever drops by their net
// difference. One short-member rule: a correction never waits for one member. A member who already
// spent or withdrew what it takes back is left owing the rest (their cash below zero by exactly that,
// recovered by their next credits; ledger MembersPosting.debt, docs/decisions.md), so one member never
// blocks the correction for the others and the house sees every baht it is owed.
// Balances are locked only by the ledger, in account order: each entry takes its members' rows in
// account order (a payment too: it locks before it writes), and each grading of a correction first
// takes every row its entries will touch, in one sorted pass (lockMembersOf), so its entries cannot
// lock two members against another settlement taking them the other way.
// One BALANCE push (announceBalances): every member whose cash or coins a settlement's gradings moved
// is told their balance once it has committed, and only then does the kind's own event (the result)
// go out, so the header and the bill agree the moment the room hears the result.
import { satangToBaht } from '@sanam/contract/money.ts';
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import {
  lockMembersOf,
  memberBalancesOf,
  postToMembers,
  type MemberQuery,
  type PostingInput,
} from '../../ledger/ledger.ts';

const thb = (account: string, amount: number): PostingInput => ({ account, currency: 'THB', amount });

export interface GradingMoney {
  /** the entries' keys: one grading's are posted once (a retry of the transaction finds them) */
  keys: { bill: string; refund: string; coins: string; reverse: string };
  /** the journal kinds: the grading's entries, and a correction's reversal */
  kinds: { grading: string; reverse: string };
  topics: { bill: string; refund: string; coins: string; reverse: string };
  memo: Record<string, unknown>;
  operatorId: number | null;
  /** where the stakes sit and how much of each leaves through the bill and through the refund */
  escrows: ReadonlyArray<{ account: string; billSatang: number; refundSatang: number }>;
  /** (member_id, amount): each member's win (stake included) of the bill entry, amount > 0, and their total */
  pays: MemberQuery;
  paidSatang: number;
  /** (member_id, amount): the stakes given back to members all of whose stakes were refunded, and their total */
  refunds: MemberQuery | null;
  refundSatang: number;
  /**
   * (member_id, amount): this grading's coins less the previous one's, amount ≠ 0; and, for a first
   * grading (no reverse), which only gives coins, how many in all
   */
  coins: MemberQuery | null;
  coinsGiven: number;
  /** a correction: (member_id, amount) what the grading in force paid each member, with what the escrows get back */
  reverse: {
    pays: MemberQuery;
    paidSatang: number;
    escrows: ReadonlyArray<{ account: string; satang: number }>;
  } | null;
}

export interface GradingPosted {
  billEntryId: number | null;
  refundEntryId: number | null;
  coinEntryId: number | null;
  /** members whose coin take-back was limited to what they held: what was taken from each */
  coinsLimited: Array<{ memberId: number; asked: number; posted: number }>;
  /** every member the grading touched (paid, refunded, coins moved, reversed) */
  touched: MemberQuery;
}

/** A member query of no member (a grading that pays nobody). */
export const NO_MEMBERS: MemberQuery = {
  sql: 'SELECT NULL::bigint AS member_id, NULL::bigint AS amount WHERE false',
  params: [],
};

/**
 * (member, amount) pairs a kind computed, summed per member, as a member query of the core (amounts
 * that come to 0 left out); null when none is left.
 */
export function memberAmounts(rows: ReadonlyArray<{ memberId: number; amount: number }>): MemberQuery | null {
  const sums = new Map<number, number>();
  for (const r of rows) sums.set(r.memberId, (sums.get(r.memberId) ?? 0) + r.amount);
  const moving = [...sums].filter(([, amount]) => amount !== 0);
  if (moving.length === 0) return null;
  return {
    sql: 'SELECT m AS member_id, a AS amount FROM unnest($1::bigint[], $2::bigint[]) AS t(m, a)',
    params: [moving.map(([m]) => m), moving.map(([, a]) => a)],
  };
}

/** The members of several member queries, as one (each query's $n renumbered after the ones before it). */
export function unionOf(parts: ReadonlyArray<MemberQuery | null | undefined>): MemberQuery {
  const params: unknown[] = [];
  const sql = parts
    .filter((q): q is MemberQuery => q !== null && q !== undefined)
    .map((q) => {
      const offset = params.length;
      params.push(...q.params);
      // renumber each query's $n after the ones before it
      return `SELECT member_id FROM (${q.sql.replace(/\$(\d+)/g, (_, i: string) => `$${Number(i) + offset}`)}) p`;
    })
    .join(' UNION ');
  return { sql: sql || 'SELECT NULL::bigint AS member_id WHERE false', params };
}

/**
 * Posts a grading's money (see the header) in the caller's transaction. Answers its entries and the
 * members it touched, whom the caller tells their balance once (announceBalances), with those of the
 * other gradings of the same transaction.
 */
export async function postGradingMoney(tx: Tx, g: GradingMoney): Promise<GradingPosted> {
  const by = g.operatorId === null ? {} : { operatorId: g.operatorId };
  const touched = unionOf([g.pays, g.refunds, g.coins, g.reverse?.pays]);
  // a correction's grading takes every member's rows at once, in account order, before any entry
  if (g.reverse) await lockMembersOf(tx, touched);

  let coinEntryId: number | null = null;
  let coinsLimited: GradingPosted['coinsLimited'] = [];
  if (g.coins) {
    // the coins first: coins:<id> sorts before member:<id>, so the grading takes every member's rows in
    // the order a single entry would (a redeem holds coins:<id> and waits for member:<id>)
    const posted = await postToMembers(
      tx,
      {
        key: g.keys.coins,
        kind: g.kinds.grading,
        type: TX_TYPE.bill,
        topic: g.topics.coins,
        memo: g.memo,
        ...by,
        postings: g.reverse === null ? [{ account: 'house', currency: 'COIN', amount: -g.coinsGiven }] : [],
      },
      g.coins,
      // a first grading only gives coins; a correction may take some back, never more than is held
      g.reverse === null
        ? { currency: 'COIN', paysOnly: true }
        : { currency: 'COIN', upToHeld: { remainderTo: 'house' } },
    );
    coinEntryId = posted.entryId;
    coinsLimited = posted.limited;
  }

  const billEscrow = g.escrows.reduce((s, e) => s + e.billSatang, 0);
  let billEntryId: number | null = null;
  const billPostings = [
    ...g.escrows.map((e) => thb(e.account, -e.billSatang)),
    thb('house', billEscrow - g.paidSatang),
  ].filter((p) => p.amount !== 0);
  // not posted when it would move nothing: no stake outside the refunds, so nobody billed either
  if (billPostings.length > 0 || g.paidSatang > 0) {
    const posted = await postToMembers(
      tx,
      {
        key: g.keys.bill,
        kind: g.kinds.grading,
        type: TX_TYPE.bill,
        topic: g.topics.bill,
        memo: g.memo,
        ...by,
        postings: billPostings,
      },
      g.pays,
      { paysOnly: true },
    );
    billEntryId = posted.entryId;
  }

  let refundEntryId: number | null = null;
  if (g.refunds && g.refundSatang > 0) {
    const posted = await postToMembers(
      tx,
      {
        key: g.keys.refund,
        kind: g.kinds.grading,
        type: TX_TYPE.refund,
        topic: g.topics.refund,
        memo: g.memo,
        ...by,
        postings: g.escrows.filter((e) => e.refundSatang !== 0).map((e) => thb(e.account, -e.refundSatang)),
      },
      g.refunds,
      { paysOnly: true },
    );
    refundEntryId = posted.entryId;
  }

  if (g.reverse) {
    const back = g.reverse.escrows.reduce((s, e) => s + e.satang, 0);
    const reversal = [
      ...g.reverse.escrows.map((e) => thb(e.account, e.satang)),
      thb('house', -(back - g.reverse.paidSatang)),
    ].filter((p) => p.amount !== 0);
    if (reversal.length > 0 || g.reverse.paidSatang > 0)
      await postToMembers(
        tx,
        {
          key: g.keys.reverse,
          kind: g.kinds.reverse,
          type: TX_TYPE.bill,
          topic: g.topics.reverse,
          memo: g.memo,
          ...by,
          postings: reversal,
        },
        // taken back: each member's payment of the grading in force, negated
        {
          sql: `SELECT member_id, -amount AS amount FROM (${g.reverse.pays.sql}) r`,
          params: g.reverse.pays.params,
        },
        { debt: true },
      );
  }

  return { billEntryId, refundEntryId, coinEntryId, coinsLimited, touched };
}

/**
 * The one BALANCE push of a settlement or a correction: once its transaction has committed, the
 * balances of every member its gradings touched are read and sent, and then `result` (the kind's own
 * event: the room's CHANGE END) goes out, so a member hears their balance before the result, and the
 * header and the bill agree the moment the result dialog opens. In the background (the bus's
 * `later`): the operator's call never waits for thousands of reads and emits, and a failed read is
 * logged and still lets the result out.
 */
export function announceBalances(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  tx: Tx,
  touched: ReadonlyArray<MemberQuery | null>,
  result: () => void = () => undefined,
): void {
  const members = unionOf(touched);
  tx.afterCommit(() =>
    deps.realtime.later(async () => {
      try {
        const balances = await memberBalancesOf(deps.db, members);
        for (const [memberId, b] of balances)
          deps.realtime.toMember(memberId, 'BALANCE', {
            balance: satangToBaht(b.cashSatang),
            event_point: b.coins,
          });
      } finally {
        result();
      }
    }),
  );
}
