// The bet delay (in-play trading, migration 040). The stream runs behind the ring, and a member at
// the ringside sees a blow before the desk can move its price: a live bet is therefore taken in and
// held for the round's delay (its stake reserved: member:<id> → hold:bet, in one transaction), and
// then decided on the round as it then stands by the one stake rule set (wager-rules.ts), the
// member's choice when the price moved included (ODDS_ACCEPT).
//
// Invariants:
// - A held bet is decided exactly once (claimHold: FOR UPDATE SKIP LOCKED on a row still 'held'),
//   whichever node or timer gets to it: the node that took it in at its due time, any node's sweep
//   once it is overdue (a node stopped mid-delay), or any node's sweep at once when its round changed.
// - A decision is one transaction with its ledger entry: accepted, the stake moves hold:bet →
//   escrow:match:<id> as the bet (its row, bill and book as the bet statement writes them, under the
//   same locks in the same order: the round FOR SHARE, the member's cash row, the round's book);
//   refused, the stake moves back hold:bet → member:<id> (a refund the member sees). hold:bet always
//   holds exactly the stakes still held (ledger check 8).
// - A change of the round decides its held bets at once only where it changes their fate: a change
//   the rules refuse (a side closed, betting closed, a last call out) refuses them, and a new rate
//   decides them by the member's choice; any other change leaves them to their delay.
// - The member's request waits for the decision and is answered as an undelayed bet is: the bet, or
//   the refusal of the first rule that refused it.
// - A big bet (above the member's referral threshold, else its stadium's) is held the same way but is
//   the desk's to decide (contract referrals.ts): accepted through the rules, declined, or cut to a
//   smaller stake its member takes or leaves; its due time declines it. A change of its round refuses
//   it where the rules do, and never accepts it.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import {
  multiplierToPermille,
  permilleToMultiplier,
  type BetData,
  type BetRequest,
  type OddsAccept,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import {
  REFERRAL_SECONDS,
  type MemberReferral,
  type ReferralCounterRequest,
  type ReferralDeclineRequest,
  type ReferredBet,
} from '@sanam/contract/referrals.ts';
import { amountRefusal } from '@sanam/contract/stakes.ts';
import {
  currentPrice,
  insufficientFunds,
  sideIsFull,
  sidesPaidOn,
  stakeRefusal,
  standingRefusal,
  type PlayStanding,
  type Refusal,
  type RoundState,
  type SeenPrice,
  type StakeOn,
} from '@sanam/contract/wager-rules.ts';
import type { FastifyInstance } from 'fastify';
import { audit } from '../../audit/audit-log.ts';
import { perDatabase } from '../../db/batcher.ts';
import type { Db, Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberAccounts, memberBalances, post } from '../../ledger/ledger.ts';
import { liveMemberSessionSql } from '../auth/index.ts';
import { closeSideByCap, lockMatchForBet, type MatchForBet } from '../matches/index.ts';
import { heldPlayStanding, periodStarts, playStanding } from '../play/index.ts';
import { betsWithOutcome } from './grading-queries.ts';
import * as holdQueries from './hold-queries.ts';
import { findBetByRef, type BetRow } from './place-queries.ts';
import { booksAndHeld, lockBooks, memberStanding, refusalError, roundStateOf } from './stake-state.ts';
import { BET_TOPIC, HOLD_RETURN_TOPIC } from './topics.ts';

/** An overdue bet is the sweep's only after this long past its due time: its own node decides it first. */
const SWEEP_GRACE_MS = 500;
/** Held bets one sweep decides at most (the rest wait for the next). */
const SWEEP_MOST = 200;
/** How long past its due time a member's request waits for a decision before it gives up waiting. */
const WAIT_AFTER_DUE_MS = 30_000;
const POLL_MS = 100;

/** What the rules need of a bet the member wants held. */
export interface HoldRequest {
  memberId: number;
  sessionId: string;
  matchId: number;
  route: 'live' | 'prefight';
  input: BetRequest;
  amountSatang: number;
  round: RoundState;
  version: number;
  accept: OddsAccept;
  /** the seen rate's numbers for the bet's side (for a member who takes only better odds) */
  seenPrice: { rate1: number; rate2: number } | null;
  delayMs: number;
  /** the round's stadium's referral threshold (the member's own comes first) */
  stadiumReferAboveSatang: number | null;
  /** the bet statement found it above the member's threshold: it waits for the desk */
  referred: boolean;
}

/** The requests waiting on this node for a held bet's decision, woken when this node decides it. */
const waiters = perDatabase((_db: Db) => new Map<number, Set<() => void>>());

function wake(db: Db, holdId: number) {
  const waiting = waiters(db).get(holdId);
  if (!waiting) return;
  waiters(db).delete(holdId);
  for (const w of waiting) w();
}

/**
 * Takes a live bet in (its stake reserved in one transaction), waits out the delay, decides it, and
 * answers as placeBet does: the bet, or the refusal. A repeated ref answers as the first request does.
 */
export async function holdAndDecide(deps: AppDeps, req: HoldRequest): Promise<BetData> {
  const taken = await takeIn(deps, req);
  if ('bet' in taken) return taken.bet;
  const hold = taken.hold;
  deps.metrics?.betsHeld.inc();
  await waitUntilDecided(deps, hold);
  return answerOf(deps, hold.id);
}

/** The stake reserved and the held bet written, or the answer of an earlier request with this ref. */
async function takeIn(
  deps: AppDeps,
  req: HoldRequest,
): Promise<{ hold: holdQueries.HoldRow } | { bet: BetData }> {
  const { memberId, input } = req;
  const earlier = await earlierAnswer(deps, memberId, input.ref);
  if (earlier) return earlier;
  // a bet placed at once with this ref (the round had no delay then): answered as it was
  const placed = await findBetByRef(deps.db, memberId, input.ref);
  if (placed) {
    deps.metrics?.betsRepeated.inc();
    return { bet: await answerOfBet(deps, memberId, placed) };
  }
  const seen = seenOf(req);
  try {
    return await deps.db.transaction(async (tx) => {
      // the member first (the rule set's order): a member who may not stake is told now, not after the delay
      const member = await memberStanding(tx, memberId);
      const refused = member
        ? standingRefusal({ ...member, play: await playStanding(tx, memberId) })
        : { rule: 'member' as const, key: 'auth.blocked' as const, fields: {} };
      if (refused) throw refusalError(refused);
      if (!(await sessionLive(tx, memberId, req.sessionId))) throw unauthorized('auth.session_ended');
      // above the member's referral threshold (else the stadium's): the desk decides, within its time
      const threshold = (await holdQueries.referAboveOf(tx, memberId)) ?? req.stadiumReferAboveSatang;
      const referred = req.referred || (threshold !== null && req.amountSatang > threshold);
      const hold = await holdQueries.insertHold(tx, {
        member_id: memberId,
        match_id: req.matchId,
        session_id: req.sessionId,
        route: req.route,
        side: input.type,
        amount_satang: req.amountSatang,
        ref: input.ref,
        seen_rate_id: 'rateId' in seen ? seen.rateId : null,
        seen_rate_1: 'rateId' in seen ? (seen.price?.rate1 ?? null) : null,
        seen_rate_2: 'rateId' in seen ? (seen.price?.rate2 ?? null) : null,
        seen_permille: 'permille' in seen ? seen.permille : null,
        accept: req.accept,
        match_version: req.version,
        referral: referred ? 'waiting' : null,
        delayMs: referred ? REFERRAL_SECONDS.desk * 1000 : req.delayMs,
      });
      // the same ref from a concurrent request, taken in first: answered as that one is
      if (!hold) throw new RefTaken();
      const cash = accountName.member(memberId);
      const posted = await post(tx, {
        key: `bet-hold:${hold.id}`,
        kind: 'bet_hold',
        type: TX_TYPE.bet,
        topic: BET_TOPIC[input.type],
        memo: { match_id: req.matchId, hold_id: hold.id, side: input.type },
        postings: [
          { account: cash, currency: 'THB', amount: -req.amountSatang },
          { account: accountName.betHold, currency: 'THB', amount: req.amountSatang },
        ],
      });
      await holdQueries.setHoldEntry(tx, hold.id, posted.entryId);
      const balance = satangToBaht(posted.memberBalances[cash] ?? 0);
      const coins = (await memberBalances(tx, [memberId])).get(memberId)?.coins ?? 0;
      tx.afterCommit(() => deps.realtime.toMember(memberId, 'BALANCE', { balance, event_point: coins }));
      if (referred) tx.afterCommit(() => deps.realtime.referralToMember(memberId, memberReferralOf(hold)));
      return { hold };
    });
  } catch (err) {
    if (err instanceof RefTaken) {
      const first = await earlierAnswer(deps, memberId, input.ref);
      if (first) return first;
    }
    if (err instanceof AppError && err.messageKey === 'ledger.insufficient_balance')
      throw refusalError(insufficientFunds());
    throw err;
  }
}

class RefTaken extends Error {}

/** What the member saw, as the rules read it: the rate (with its numbers, when known) or the multiplier. */
function seenOf(req: HoldRequest): SeenPrice {
  const { input } = req;
  // a multiplier the member did not send matches none (-1), as the bet statement's own check reads it
  if (input.type === 'tie' || input.type === 'notie')
    return { permille: input.multiplier === undefined ? -1 : (multiplierToPermille(input.multiplier) ?? -1) };
  return { rateId: input.rateId, price: req.seenPrice };
}

/** The answer of a held bet with this ref, once decided (waited for); null when no bet with it was held. */
export async function answerOfHeld(deps: AppDeps, memberId: number, ref: string): Promise<BetData | null> {
  return (await earlierAnswer(deps, memberId, ref))?.bet ?? null;
}

/**
 * An earlier request's answer for this ref: its held bet (waited for). Null when no bet with this ref
 * was held (a bet placed at once with it is the bet statement's repeat).
 */
async function earlierAnswer(deps: AppDeps, memberId: number, ref: string): Promise<{ bet: BetData } | null> {
  const hold = await holdQueries.findHoldByRef(deps.db, memberId, ref);
  if (!hold) return null;
  deps.metrics?.betsRepeated.inc();
  await waitUntilDecided(deps, hold);
  return { bet: await answerOf(deps, hold.id) };
}

async function sessionLive(q: Queryable, memberId: number, sessionId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM sessions s WHERE s.id = $1 AND ${liveMemberSessionSql('s', '$2')}`,
    [sessionId, memberId],
  );
  return rows.length > 0;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Waits for the held bet's due time (or an earlier decision on this node), decides it if no one has,
 * and then waits for whoever holds it to finish (another node, a sweep).
 */
async function waitUntilDecided(deps: AppDeps, first: holdQueries.HoldRow): Promise<void> {
  let hold = first;
  for (;;) {
    if (hold.status !== 'held') return;
    const dueAt = new Date(hold.due_at).getTime();
    const dueIn = dueAt - Date.now();
    if (dueIn > 0) {
      // a referred bet's due time moves when the desk makes an offer: look again every second
      await sleepOrWake(deps.db, hold.id, hold.referral ? Math.min(dueIn, 1_000) : dueIn);
    } else {
      await decideHeldBet(deps, hold.id, { early: false });
    }
    const now = await holdQueries.findHold(deps.db, hold.id);
    if (!now) throw new Error(`held bet ${hold.id} is gone`);
    hold = now;
    if (hold.status !== 'held') return;
    // past its due time and still held: its decider failed or stopped; we try again ourselves
    if (Date.now() > new Date(hold.due_at).getTime() + WAIT_AFTER_DUE_MS)
      throw new Error(`held bet ${hold.id} is still undecided`);
    if (dueIn <= 0) await sleep(POLL_MS);
  }
}

/** Sleeps `ms`, or less when this node decides the held bet meanwhile. */
function sleepOrWake(db: Db, holdId: number, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const list = waiters(db);
    const set = list.get(holdId) ?? new Set();
    list.set(holdId, set);
    const timer = setTimeout(done, Math.max(0, ms));
    set.add(done);
    function done() {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0 && list.get(holdId) === set) list.delete(holdId);
      resolve();
    }
  });
}

/** The decided bet's answer, as placeBet answers: the bet with the member's balances, or its refusal. */
async function answerOf(deps: AppDeps, holdId: number): Promise<BetData> {
  const hold = await holdQueries.findHold(deps.db, holdId);
  if (!hold || hold.status === 'held') throw new Error(`held bet ${holdId} has no decision`);
  if (hold.status === 'refused') {
    const refusal = hold.refusal;
    if (!refusal) throw new Error(`held bet ${holdId} was refused without a reason`);
    if ((refusal.key as string) === 'auth.session_ended') throw unauthorized('auth.session_ended');
    throw refusalError(refusal);
  }
  const { rows } = await deps.db.query<BetRow>(`SELECT * FROM ${betsWithOutcome} b WHERE b.id = $1`, [
    hold.bet_id,
  ]);
  const bet = rows[0];
  if (!bet) throw new Error(`held bet ${holdId} was accepted as bet ${hold.bet_id}, which is gone`);
  return answerOfBet(deps, hold.member_id, bet);
}

/** A bet as placeBet answers it, with the member's balances now. */
async function answerOfBet(deps: AppDeps, memberId: number, bet: BetRow): Promise<BetData> {
  const b = (await memberBalances(deps.db, [memberId])).get(memberId);
  return {
    bet: {
      id: Number(bet.id),
      match_id: Number(bet.match_id),
      type: bet.side,
      amount: satangToBaht(Number(bet.amount_satang)),
      rate_id: bet.rate_id === null ? null : Number(bet.rate_id),
      rate_1: bet.rate_1,
      rate_2: bet.rate_2,
      multiplier: bet.multiplier_permille === null ? null : permilleToMultiplier(bet.multiplier_permille),
      ref: bet.ref,
      status: bet.status,
      payout: bet.payout_satang === null ? null : satangToBaht(Number(bet.payout_satang)),
      created_at: new Date(bet.created_at).toISOString(),
    },
    balance: satangToBaht(b?.cashSatang ?? 0),
    event_point: b?.coins ?? 0,
  };
}

type Decision =
  | { outcome: 'busy' }
  | { outcome: 'kept' }
  | {
      outcome: 'accepted';
      hold: holdQueries.HoldRow;
      full: Array<{ matchId: number; side: 'red' | 'blue' | 'tie' }>;
    }
  | { outcome: 'refused'; hold: holdQueries.HoldRow; refusal: Refusal };

/**
 * How a decision is asked for: `due`, at the due time (a referred bet not decided by then is
 * refused: the desk was too slow, or the member did not answer the offer); `early`, a change of the
 * round before the due time (decided now only if the change refuses it or brought a new price, and
 * never accepted early when referred); `force`, the desk accepts a referred bet or its member takes
 * the offer (the rules decide it now).
 */
type Mode = 'due' | 'early' | 'force';

/**
 * Decides a held bet, once: on the round as it stands now, by the one stake rule set with everything
 * it reads (the member, the round, the price by the member's choice, the limits, the funds the stake
 * already holds, the caps under the book's lock).
 */
export async function decideHeldBet(
  deps: AppDeps,
  holdId: number,
  opts: { early: boolean },
): Promise<Decision['outcome']> {
  const mode: Mode = opts.early ? 'early' : 'due';
  const decision = await decideOnce(deps, (tx) => decideInTx(deps, tx, holdId, mode));
  return afterDecision(deps, decision);
}

/** A decision's transaction, counted when it fails. */
async function decideOnce(deps: AppDeps, run: (tx: Tx) => Promise<Decision>): Promise<Decision> {
  try {
    return await deps.db.transaction(run);
  } catch (err) {
    if (!(err instanceof AppError)) deps.metrics?.betHoldDecisions.inc({ outcome: 'error', reason: 'error' });
    throw err;
  }
}

/** What follows a committed decision: the member's waiting request woken, the metrics, full sides closed. */
async function afterDecision(deps: AppDeps, decision: Decision): Promise<Decision['outcome']> {
  if (decision.outcome === 'busy' || decision.outcome === 'kept') return decision.outcome;
  const { hold } = decision;
  wake(deps.db, hold.id);
  const lateSeconds = (Date.now() - new Date(hold.due_at).getTime()) / 1000;
  deps.metrics?.betHoldDecisionLateSeconds.observe(Math.max(0, lateSeconds));
  if (hold.referral)
    deps.metrics?.betReferralDecisionSeconds.observe((Date.now() - new Date(hold.held_at).getTime()) / 1000);
  if (decision.outcome === 'refused') {
    deps.metrics?.betHoldDecisions.inc({ outcome: 'refused', reason: decision.refusal.key });
    deps.metrics?.betsRefused.inc({ reason: decision.refusal.key });
    await closeFull(deps, decision.refusal.full ?? []);
    return 'refused';
  }
  deps.metrics?.betHoldDecisions.inc({ outcome: 'accepted', reason: 'accepted' });
  deps.metrics?.betsAccepted.inc({ kind: hold.route });
  await closeFull(deps, decision.full);
  return 'accepted';
}

/** Closes the sides a decision found full (the liability cap's own effect), audited with no operator. */
async function closeFull(
  deps: AppDeps,
  sides: ReadonlyArray<{ matchId: number; side: 'red' | 'blue' | 'tie' }>,
) {
  for (const { matchId, side } of sides) await closeSideByCap(deps, matchId, side);
}

async function decideInTx(deps: AppDeps, tx: Tx, holdId: number, mode: Mode): Promise<Decision> {
  const hold = await holdQueries.claimHold(tx, holdId);
  if (!hold) return { outcome: 'busy' };
  // not due yet (a clock a little ahead of the database's, or an offer moved the due time on)
  if (mode === 'due' && new Date(hold.due_at).getTime() > Date.now()) return { outcome: 'kept' };
  // a referred bet is the desk's to accept: at its due time the desk or the member did not answer
  if (mode === 'due' && hold.referral) {
    const key = hold.referral === 'offered' ? 'bet.offer_expired' : 'bet.referral_timeout';
    const refusal: Refusal = { rule: 'round', key, fields: {} };
    await returnStake(deps, tx, hold, refusal);
    return { outcome: 'refused', hold, refusal };
  }
  return decideClaimed(deps, tx, hold, mode, null);
}

/** decideInTx on a held bet this transaction holds; `by`: the staff member whose accept decides it. */
async function decideClaimed(
  deps: AppDeps,
  tx: Tx,
  hold: holdQueries.HoldRow,
  mode: Mode,
  by: number | null,
): Promise<Decision> {
  const { member_id: memberId, match_id: matchId, amount_satang: amountSatang } = hold;
  // the locks in the bet statement's order: the round FOR SHARE, the member's cash row, the book
  const row = await lockMatchForBet(tx, matchId);
  const cashAccount = accountName.member(memberId);
  const cash = (await lockMemberAccounts(tx, [cashAccount])).get(cashAccount) ?? 0;
  await lockBooks(tx, [matchId]);

  const refuse = async (refusal: Refusal): Promise<Decision> => {
    await returnStake(deps, tx, hold, refusal, by);
    return { outcome: 'refused', hold, refusal };
  };
  if (hold.session_id !== null && !(await sessionLive(tx, memberId, hold.session_id)))
    return refuse({ rule: 'member', key: 'auth.session_ended' as Refusal['key'], fields: {} });
  const member = (await memberStanding(tx, memberId)) ?? {
    blocked: true,
    suspended: false,
    maxBetSatang: null,
    limitPermille: null,
  };
  if (!row)
    return refuse(standingRefusal(member) ?? { rule: 'round', key: 'bet.match_not_found', fields: {} });
  const round = roundStateOf(row, deps.config.testRoundNames);
  const books = await booksAndHeld(tx, [matchId], memberId);
  const play = withoutThisStake(await heldPlayStanding(tx, memberId), hold);
  const on: StakeOn = {
    way: 'single',
    route: hold.route,
    leg: { round, side: hold.side, seen: seenOfHold(hold), accept: hold.accept, ...books.get(matchId) },
  };
  // the stake is already out of the member's cash (in hold:bet): the funds rule reads the cash it came from
  const refusal = stakeRefusal({
    amountSatang,
    on,
    member: { ...member, play },
    cashSatang: cash + amountSatang,
  });
  if (refusal) return refuse(refusal);
  // a change that leaves the bet as it was (no new price) does not cut its delay short, and a
  // referred bet waits for the desk whatever the change
  if (mode === 'early' && (hold.referral !== null || samePrice(round, hold))) {
    await holdQueries.keepHeld(tx, hold.id, row.version);
    return { outcome: 'kept' };
  }
  return accept(deps, tx, hold, round, row, by);
}

/** The price the member saw is the round's price now. */
function samePrice(round: RoundState, hold: holdQueries.HoldRow): boolean {
  const now = currentPrice(round, hold.side);
  if (!now) return false;
  return 'permille' in now ? now.permille === hold.seen_permille : round.rateId === hold.seen_rate_id;
}

function seenOfHold(hold: holdQueries.HoldRow): SeenPrice {
  if (hold.side === 'tie' || hold.side === 'notie') return { permille: hold.seen_permille ?? -1 };
  const price =
    hold.seen_rate_1 !== null && hold.seen_rate_2 !== null
      ? { rate1: hold.seen_rate_1, rate2: hold.seen_rate_2 }
      : null;
  return { rateId: hold.seen_rate_id ?? -1, price };
}

/**
 * The member's losses as the limits rule reads them, without this held stake: it left their cash (and
 * counts as lost) when it was taken in, and the rule adds it again as the stake under test. Only in
 * the periods it was taken in: a stake held over a period's start is not in the new period's losses.
 */
function withoutThisStake(play: PlayStanding | null, hold: holdQueries.HoldRow): PlayStanding | null {
  if (!play) return play;
  const starts = periodStarts(play.asOf);
  const heldAt = new Date(hold.held_at).getTime();
  const lost = { ...play.lost };
  for (const period of Object.keys(lost) as Array<keyof typeof lost>)
    if (heldAt >= starts[period].getTime()) lost[period] = Math.max(0, lost[period] - hold.amount_satang);
  return { ...play, lost };
}

async function accept(
  deps: AppDeps,
  tx: Tx,
  hold: holdQueries.HoldRow,
  round: RoundState,
  row: MatchForBet,
  by: number | null,
): Promise<Decision> {
  const price = currentPrice(round, hold.side);
  if (!price) throw new Error('unreachable: a held bet the rules let through has no price');
  const rate = 'permille' in price ? null : price;
  const betId = await holdQueries.nextBetId(tx);
  const posted = await post(tx, {
    key: `bet:${betId}`,
    kind: 'bet',
    type: TX_TYPE.bet,
    topic: BET_TOPIC[hold.side],
    memo: {
      match_id: hold.match_id,
      bet_id: betId,
      side: hold.side,
      rate_id: rate ? round.rateId : null,
      hold_id: hold.id,
    },
    postings: [
      { account: accountName.betHold, currency: 'THB', amount: -hold.amount_satang },
      { account: accountName.escrow(hold.match_id), currency: 'THB', amount: hold.amount_satang },
    ],
  });
  const bet = await holdQueries.insertAcceptedBet(tx, {
    id: betId,
    matchId: hold.match_id,
    memberId: hold.member_id,
    side: hold.side,
    amountSatang: hold.amount_satang,
    rateId: rate ? round.rateId : null,
    rate1: rate?.rate1 ?? null,
    rate2: rate?.rate2 ?? null,
    multiplierPermille: 'permille' in price ? price.permille : null,
    ref: hold.ref,
    entryId: posted.entryId,
  });
  await holdQueries.markAccepted(tx, hold.id, Number(bet.id), by);
  // the bet may have left a side full: it closes once this commits
  const after = (await booksAndHeld(tx, [hold.match_id], hold.member_id)).get(hold.match_id);
  const cap = round.liabilityCapSatang;
  const full = sidesPaidOn(hold.side)
    .filter((side) => cap !== null && after !== undefined && sideIsFull(round, side, cap - after.book[side]))
    .map((side) => ({ matchId: hold.match_id, side }));
  tx.afterCommit(() =>
    deps.realtime.toDesk(row.id, 'BET', {
      match_id: hold.match_id,
      side: hold.side,
      amount: satangToBaht(hold.amount_satang),
    }),
  );
  return { outcome: 'accepted', hold, full };
}

/** The refused bet's stake back to the member (hold:bet → member:<id>), and the refusal recorded. */
async function returnStake(
  deps: AppDeps,
  tx: Tx,
  hold: holdQueries.HoldRow,
  refusal: Refusal,
  by: number | null = null,
) {
  const cash = accountName.member(hold.member_id);
  const posted = await post(tx, {
    key: `bet-hold:${hold.id}:return`,
    kind: 'bet_hold_return',
    type: TX_TYPE.refund,
    topic: HOLD_RETURN_TOPIC,
    memo: { match_id: hold.match_id, hold_id: hold.id, reason: refusal.key },
    postings: [
      { account: accountName.betHold, currency: 'THB', amount: -hold.amount_satang },
      { account: cash, currency: 'THB', amount: hold.amount_satang },
    ],
  });
  await holdQueries.markRefused(tx, hold.id, refusal, by);
  const balance = satangToBaht(posted.memberBalances[cash] ?? 0);
  const coins = (await memberBalances(tx, [hold.member_id])).get(hold.member_id)?.coins ?? 0;
  tx.afterCommit(() => deps.realtime.toMember(hold.member_id, 'BALANCE', { balance, event_point: coins }));
}

/**
 * One pass of a node's sweep: the held bets overdue past the grace (their node stopped) and those
 * whose round changed, each decided (or left to the node already deciding it).
 */
export async function sweepHeldBets(deps: AppDeps): Promise<number> {
  const found = await holdQueries.holdsToDecide(deps.db, { graceMs: SWEEP_GRACE_MS, limit: SWEEP_MOST });
  let decided = 0;
  for (const { id, due } of found) {
    const outcome = await decideHeldBet(deps, id, { early: !due });
    if (outcome === 'accepted' || outcome === 'refused') decided++;
  }
  return decided;
}

/** Every node sweeps for held bets to decide, from its start (a restart finds those left mid-delay). */
export function startHeldBetSweep(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.heldBetSweepMs;
  if (every <= 0) return;
  const log = app.log.child({ module: 'bet-delay' });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      if (running) return;
      running = sweepHeldBets(deps)
        .catch((err: unknown) => log.error({ err }, 'held bet sweep failed'))
        .finally(() => {
          running = null;
        });
    }, every);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

// ── Big bets referred to the desk (contract referrals.ts) ─────────────────────────────────────────

const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

/** A referred bet as its member sees it. */
function memberReferralOf(h: holdQueries.HoldRow): MemberReferral {
  return {
    id: h.id,
    match_id: h.match_id,
    side: h.side,
    amount: satangToBaht(h.asked_satang ?? h.amount_satang),
    offer: bahtOrNull(h.offer_satang),
    state: h.referral ?? 'waiting',
    until: new Date(h.due_at).toISOString(),
  };
}

/** A referred bet as the desk sees it. */
function referredBetOf(r: holdQueries.ReferredRow): ReferredBet {
  return {
    ...memberReferralOf(r),
    member_id: r.member_id,
    member_username: r.member_username,
    member_phone: r.member_phone,
    round_name: r.round_name,
    rate_1: r.seen_rate_1,
    rate_2: r.seen_rate_2,
    multiplier: r.seen_permille === null ? null : permilleToMultiplier(r.seen_permille),
    status: r.status,
    refusal: r.refusal?.key ?? null,
    held_at: new Date(r.held_at).toISOString(),
  };
}

/** The desk's view of a list at most this long: a busy night's worth. */
const REFERRED_MOST = 200;

/** GET /admin/bets/referred */
export async function listReferredBets(deps: AppDeps): Promise<ReferredBet[]> {
  return (await holdQueries.referredBets(deps.db, REFERRED_MOST)).map(referredBetOf);
}

/** GET /user/bet/referred */
export async function listMemberReferrals(deps: AppDeps, memberId: number): Promise<MemberReferral[]> {
  return (await holdQueries.memberReferrals(deps.db, memberId)).map(memberReferralOf);
}

const referralClosed = () => new AppError(409, 'bet.referral_closed', 'bet_referral');

/** The referred bet, held by this transaction for a decision on it; refused when it is decided already. */
async function claimReferred(
  tx: Tx,
  holdId: number,
  states: ReadonlyArray<'waiting' | 'offered'>,
): Promise<holdQueries.HoldRow> {
  const hold = await holdQueries.claimHold(tx, holdId);
  // decided, being decided by another (its due time, a change of its round), or never referred
  if (!hold || hold.referral === null || !states.includes(hold.referral)) throw referralClosed();
  return hold;
}

async function deskView(deps: AppDeps, holdId: number): Promise<ReferredBet> {
  const row = await holdQueries.referredBet(deps.db, holdId);
  if (!row) throw referralClosed();
  return referredBetOf(row);
}

type DeskActor = { operatorId: number; ip: string | null };

const auditedOf = (h: holdQueries.HoldRow) => ({
  amount: satangToBaht(h.amount_satang),
  side: h.side,
  status: h.referral ?? h.status,
});

/** POST /admin/bets/referred/:id/accept: the bet goes through the stake rules now (accepted, or refused by them). */
export async function acceptReferred(deps: AppDeps, actor: DeskActor, holdId: number): Promise<ReferredBet> {
  const decision = await decideOnce(deps, async (tx) => {
    const hold = await claimReferred(tx, holdId, ['waiting']);
    const decided = await decideClaimed(deps, tx, hold, 'force', actor.operatorId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'bet.referral_accept',
      targetType: 'bet_hold',
      targetId: holdId,
      before: auditedOf(hold),
      after: {
        ...auditedOf(hold),
        status: decided.outcome,
        ...(decided.outcome === 'refused' ? { reason: decided.refusal.key } : {}),
      },
      ip: actor.ip,
    });
    return decided;
  });
  await afterDecision(deps, decision);
  return deskView(deps, holdId);
}

/** POST /admin/bets/referred/:id/decline: the whole stake back to the member. */
export async function declineReferred(
  deps: AppDeps,
  actor: DeskActor,
  holdId: number,
  body: ReferralDeclineRequest,
): Promise<ReferredBet> {
  const decision = await decideOnce(deps, async (tx) => {
    const hold = await claimReferred(tx, holdId, ['waiting', 'offered']);
    const refusal: Refusal = { rule: 'round', key: 'bet.referral_declined', fields: {} };
    await returnStake(deps, tx, hold, refusal, actor.operatorId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'bet.referral_decline',
      targetType: 'bet_hold',
      targetId: holdId,
      before: auditedOf(hold),
      after: { ...auditedOf(hold), status: 'refused', ...(body.reason ? { reason: body.reason } : {}) },
      ip: actor.ip,
    });
    return { outcome: 'refused', hold, refusal } as const;
  });
  await afterDecision(deps, decision);
  return deskView(deps, holdId);
}

/**
 * POST /admin/bets/referred/:id/counter: a smaller stake (at least the round's minimum, on its steps)
 * for the member to take or leave within REFERRAL_SECONDS.offer; the whole stake stays held meanwhile.
 */
export async function counterReferred(
  deps: AppDeps,
  actor: DeskActor,
  holdId: number,
  body: ReferralCounterRequest,
): Promise<ReferredBet> {
  const offerSatang = bahtToSatang(body.amount);
  await deps.db.transaction(async (tx) => {
    const hold = await claimReferred(tx, holdId, ['waiting']);
    const row = await lockMatchForBet(tx, hold.match_id);
    const min = row ? Number(row.min_bet_satang) : null;
    if (
      offerSatang === null ||
      offerSatang >= hold.amount_satang ||
      min === null ||
      amountRefusal(offerSatang, min)
    )
      throw badRequest('bet.offer_invalid', { amount: 'bet.offer_invalid' });
    const offered = await holdQueries.markOffered(tx, holdId, {
      satang: offerSatang,
      offerMs: REFERRAL_SECONDS.offer * 1000,
      by: actor.operatorId,
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'bet.referral_counter',
      targetType: 'bet_hold',
      targetId: holdId,
      before: auditedOf(hold),
      after: { amount: body.amount, side: hold.side, status: 'offered' },
      ip: actor.ip,
    });
    tx.afterCommit(() => deps.realtime.referralToMember(hold.member_id, memberReferralOf(offered)));
  });
  return deskView(deps, holdId);
}

/**
 * POST /user/bet/referred/:id/take: the member takes the smaller stake offered. The rest of the stake
 * comes back at once, and the offered stake goes through the stake rules now, like any bet.
 */
export async function takeOffer(deps: AppDeps, memberId: number, holdId: number): Promise<BetData> {
  const decision = await decideOnce(deps, async (tx) => {
    const hold = await claimReferred(tx, holdId, ['offered']);
    const offer = hold.offer_satang;
    if (hold.member_id !== memberId || offer === null) throw referralClosed();
    if (new Date(hold.due_at).getTime() <= Date.now()) throw referralClosed();
    const cash = accountName.member(memberId);
    await post(tx, {
      key: `bet-hold:${hold.id}:cut`,
      kind: 'bet_hold_return',
      type: TX_TYPE.refund,
      topic: HOLD_RETURN_TOPIC,
      memo: { match_id: hold.match_id, hold_id: hold.id, reason: 'offer_taken' },
      postings: [
        { account: accountName.betHold, currency: 'THB', amount: -(hold.amount_satang - offer) },
        { account: cash, currency: 'THB', amount: hold.amount_satang - offer },
      ],
    });
    await holdQueries.takeOffer(tx, hold.id);
    return decideClaimed(deps, tx, { ...hold, amount_satang: offer }, 'force', null);
  });
  await afterDecision(deps, decision);
  return answerOf(deps, holdId);
}

/** POST /user/bet/referred/:id/leave: the member leaves the offer; the whole stake comes back. */
export async function leaveOffer(deps: AppDeps, memberId: number, holdId: number): Promise<MemberReferral> {
  const decision = await decideOnce(deps, async (tx) => {
    const hold = await claimReferred(tx, holdId, ['offered']);
    if (hold.member_id !== memberId) throw referralClosed();
    const refusal: Refusal = { rule: 'round', key: 'bet.offer_left', fields: {} };
    await returnStake(deps, tx, hold, refusal);
    return { outcome: 'refused', hold, refusal } as const;
  });
  await afterDecision(deps, decision);
  const hold = await holdQueries.findHold(deps.db, holdId);
  if (!hold) throw referralClosed();
  return memberReferralOf(hold);
}
