// The seamless-wallet callbacks a game provider makes (rules in service.ts's header).
//
// Answers, as a provider expects them (docs/decisions.md):
// - balance / debit / credit / rollback answer `{balance, currency, username, tx_id}` in the envelope;
//   a tx_id seen before answers the first call's balance with `duplicate: true` and moves nothing.
// - refusals answer success:false with a stable `data.code` (contract WALLET_ERROR_CODES):
//   401 bad_signature, stale_request, session_invalid (unknown, another game's, or, for balance and
//   debit, no longer usable: expired, its login ended, the member blocked); 400 insufficient_funds,
//   credit_over_max_win (more than the game's maximum win multiple of the round's standing debits);
//   404 round_not_found (no standing debit in the round); 409 tx_conflict, tx_rolled_back (a debit
//   whose id was rolled back before it arrived), round_settled, round_other_session (the round was
//   opened by another game session), tx_settled (a rollback of a debit whose round was credited, or
//   of a credit).
// - a rollback of a tx_id we never saw answers OK and moves nothing, and keeps the id so that the
//   debit, if it arrives late, is refused; a second rollback of a debit answers OK and moves nothing.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type {
  GameName,
  WalletBalanceRequest,
  WalletCreditRequest,
  WalletDebitRequest,
  WalletErrorCode,
  WalletReply,
  WalletRollbackRequest,
} from '@sanam/contract/games.ts';
import { WALLET_MAX_SKEW_MS } from '@sanam/contract/games.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { stakeRefusal, type RefusalKey } from '@sanam/contract/wager-rules.ts';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import { gameProviderFor } from '../../providers/games/select.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { memberStanding } from '../betting/index.ts';
import { heldPlayStanding } from '../play/index.ts';
import * as queries from './queries.ts';
import { hashSessionToken } from './service.ts';

const STATUS: Record<WalletErrorCode, number> = {
  bad_signature: 401,
  stale_request: 401,
  session_invalid: 401,
  insufficient_funds: 400,
  credit_over_max_win: 400,
  round_not_found: 404,
  tx_conflict: 409,
  tx_rolled_back: 409,
  tx_settled: 409,
  round_settled: 409,
  round_other_session: 409,
  bet_suspended: 403,
  above_maximum: 400,
};

export const walletError = (code: WalletErrorCode): AppError =>
  new AppError(STATUS[code], `game.${code}` as MessageKey, code);

/** Member-facing topics of the game entries (spec §3 Transaction.topic). */
const topic = (game: GameName, kind: queries.TxRow['kind']): string => {
  const name = `เกม ${game.toUpperCase()}`;
  if (kind === 'debit') return `${name}: เดิมพัน`;
  if (kind === 'credit') return `${name}: รับเงินรางวัล`;
  return `${name}: คืนเงินเดิมพัน`;
};

function assertFresh(timestamp: number, nowMs: number): void {
  if (Math.abs(nowMs - timestamp) > WALLET_MAX_SKEW_MS) throw walletError('stale_request');
}

const satang = (baht: number): number => {
  const s = bahtToSatang(baht);
  if (s === null) throw new Error('games: an amount passed validation but is not baht');
  return s;
};

interface Ctx {
  tx: Tx;
  session: queries.SessionRow;
  username: string;
}

/**
 * What a callback needs of its session: `stake` (balance, debit) a usable one; `settle` (credit,
 * rollback) only a known one of this game, because it pays out what the session staked while it was
 * usable, and the round and debit checks of each call keep it to that.
 */
type SessionUse = 'stake' | 'settle';

const isUsable = (s: queries.SessionRow): boolean => !s.is_expired && s.is_login_live && !s.is_blocked;

/** Validates the session, runs `fn` in one transaction holding the session's lock. */
async function withSession<T>(
  deps: AppDeps,
  game: GameName,
  input: WalletBalanceRequest,
  use: SessionUse,
  fn: (ctx: Ctx) => Promise<T>,
): Promise<T> {
  assertFresh(input.timestamp, Date.now());
  return deps.db.transaction(async (tx) => {
    const session = await queries.lockSession(tx, hashSessionToken(input.session));
    if (!session || session.game !== game) throw walletError('session_invalid');
    const usable = isUsable(session);
    if (use === 'stake' && !usable) throw walletError('session_invalid');
    // settling on an unusable session must not bring it back to life for the next debit
    if (usable) await queries.touchSession(tx, session.id, deps.config.games.sessionTtlMinutes);
    return fn({ tx, session, username: session.username });
  });
}

/** The most a round may credit: the game's maximum win multiple of the round's standing debits. */
function maxCreditSatang(deps: AppDeps, game: GameName, liveDebitedSatang: number): number {
  const provider = gameProviderFor(deps.config, game);
  if (!provider) throw new Error(`games: a callback for ${game}, which has no provider`);
  return liveDebitedSatang * provider.maxWinMultiple;
}

/** A tx_id seen before: the first answer when it is the same call, else a conflict. */
function repeated(ctx: Ctx, first: queries.TxRow, same: Partial<queries.TxRow>): WalletReply {
  const matches =
    first.session_id === ctx.session.id &&
    Object.entries(same).every(([k, v]) => first[k as keyof queries.TxRow] === v);
  if (!matches) throw walletError('tx_conflict');
  return {
    balance: satangToBaht(first.balance_after_satang),
    currency: 'THB',
    username: ctx.username,
    tx_id: first.tx_id,
    duplicate: true,
  };
}

/** Posts member ↔ game:<game> (positive `toMemberSatang` pays the member) and records the tx row. */
async function move(
  deps: AppDeps,
  ctx: Ctx,
  game: GameName,
  row: Pick<queries.TxRow, 'tx_id' | 'kind' | 'round_id' | 'ref_tx_id' | 'amount_satang'>,
  toMemberSatang: number,
): Promise<WalletReply> {
  const memberId = ctx.session.member_id;
  let entryId: number | null = null;
  if (toMemberSatang !== 0) {
    try {
      const posted = await post(ctx.tx, {
        key: `game:${game}:${row.tx_id}`,
        kind: `game.${row.kind}`,
        type: TX_TYPE.game,
        topic: topic(game, row.kind),
        memo: { game, tx_id: row.tx_id, round_id: row.round_id, ref_tx_id: row.ref_tx_id },
        postings: [
          { account: accountName.member(memberId), currency: 'THB', amount: toMemberSatang },
          { account: accountName.game(game), currency: 'THB', amount: -toMemberSatang },
        ],
      });
      entryId = posted.entryId;
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'ledger.insufficient_balance')
        throw walletError('insufficient_funds');
      throw err;
    }
  }
  const balance = await balanceAfterCommit(deps, ctx.tx, memberId);
  await queries.insertTx(ctx.tx, {
    ...row,
    game,
    session_id: ctx.session.id,
    member_id: memberId,
    entry_id: entryId,
    balance_after_satang: balance.cashSatang,
  });
  return {
    balance: satangToBaht(balance.cashSatang),
    currency: 'THB',
    username: ctx.username,
    tx_id: row.tx_id,
  };
}

async function currentBalance(ctx: Ctx): Promise<number> {
  const balances = await memberBalances(ctx.tx, [ctx.session.member_id]);
  return satangToBaht(balances.get(ctx.session.member_id)?.cashSatang ?? 0);
}

/** POST /games/<game>/wallet/balance */
export function walletBalance(
  deps: AppDeps,
  game: GameName,
  input: WalletBalanceRequest,
): Promise<WalletReply> {
  return withSession(deps, game, input, 'stake', async (ctx) => ({
    balance: await currentBalance(ctx),
    currency: 'THB',
    username: ctx.username,
  }));
}

/** POST /games/<game>/wallet/debit: the stake leaves the member's balance, or nothing happens. */
export function walletDebit(deps: AppDeps, game: GameName, input: WalletDebitRequest): Promise<WalletReply> {
  const amountSatang = satang(input.amount);
  return withSession(deps, game, input, 'stake', async (ctx) => {
    await queries.lockTxIds(ctx.tx, game, [input.tx_id]);
    const first = await queries.findTx(ctx.tx, game, input.tx_id);
    if (first)
      return repeated(ctx, first, { kind: 'debit', round_id: input.round_id, amount_satang: amountSatang });
    if (await queries.findRollbackOf(ctx.tx, game, input.tx_id)) throw walletError('tx_rolled_back');
    const owner = await queries.claimRound(ctx.tx, {
      game,
      roundId: input.round_id,
      sessionId: ctx.session.id,
    });
    if (owner !== ctx.session.id) throw walletError('round_other_session');
    if ((await queries.roundState(ctx.tx, game, input.round_id)).credits > 0)
      throw walletError('round_settled');
    await holdToStakeRules(ctx, amountSatang);
    return move(
      deps,
      ctx,
      game,
      {
        tx_id: input.tx_id,
        kind: 'debit',
        round_id: input.round_id,
        ref_tx_id: null,
        amount_satang: amountSatang,
      },
      -amountSatang,
    );
  });
}

/**
 * A debit is a stake like any other: the one stake rule set (contract wager-rules.ts) with the
 * member's standing and cash, read in the callback's transaction. A game sets its own stakes, so no
 * minimum of ours; the member's own largest stake holds (the console's betting controls).
 */
async function holdToStakeRules(ctx: Ctx, amountSatang: number): Promise<void> {
  const memberId = ctx.session.member_id;
  const [member, play] = await Promise.all([
    memberStanding(ctx.tx, memberId),
    heldPlayStanding(ctx.tx, memberId),
  ]);
  const balances = await memberBalances(ctx.tx, [memberId]);
  const refused = stakeRefusal({
    amountSatang,
    on: { way: 'game' },
    member: member
      ? { ...member, play }
      : { blocked: true, suspended: false, maxBetSatang: null, limitPermille: null },
    cashSatang: balances.get(memberId)?.cashSatang ?? 0,
  });
  if (!refused) return;
  const code = WALLET_CODE_OF[refused.key];
  if (!code) throw new Error(`games: a debit refused by ${refused.key}, which no game debit meets`);
  throw walletError(code);
}

/** The rule set's refusals a debit can meet, as the provider's wallet codes. */
const WALLET_CODE_OF: Partial<Record<RefusalKey, WalletErrorCode>> = {
  'auth.blocked': 'session_invalid',
  'bet.suspended': 'bet_suspended',
  'bet.above_maximum': 'above_maximum',
  'ledger.insufficient_balance': 'insufficient_funds',
  // the member's own limits: the provider hears the stake is over what may be staked
  'play.stake_limit': 'above_maximum',
  'play.loss_limit': 'above_maximum',
  // a time-out or a self-exclusion: the member may not stake at all, as when suspended
  'play.timed_out': 'bet_suspended',
  'play.self_excluded': 'bet_suspended',
  'play.exclusion_ended': 'bet_suspended',
  'play.exclusion_lifted': 'bet_suspended',
};

/** POST /games/<game>/wallet/credit: settles a round (a win pays; a loss credits 0). */
export function walletCredit(
  deps: AppDeps,
  game: GameName,
  input: WalletCreditRequest,
): Promise<WalletReply> {
  const amountSatang = satang(input.amount);
  return withSession(deps, game, input, 'settle', async (ctx) => {
    await queries.lockTxIds(ctx.tx, game, [input.tx_id]);
    const first = await queries.findTx(ctx.tx, game, input.tx_id);
    if (first)
      return repeated(ctx, first, { kind: 'credit', round_id: input.round_id, amount_satang: amountSatang });
    const owner = await queries.roundOwner(ctx.tx, game, input.round_id);
    if (owner === null) throw walletError('round_not_found');
    if (owner !== ctx.session.id) throw walletError('round_other_session');
    const round = await queries.roundState(ctx.tx, game, input.round_id);
    if (round.credits > 0) throw walletError('round_settled');
    if (round.live_debits === 0) throw walletError('round_not_found');
    if (amountSatang > maxCreditSatang(deps, game, round.live_debited_satang))
      throw walletError('credit_over_max_win');
    return move(
      deps,
      ctx,
      game,
      {
        tx_id: input.tx_id,
        kind: 'credit',
        round_id: input.round_id,
        ref_tx_id: null,
        amount_satang: amountSatang,
      },
      amountSatang,
    );
  });
}

/** POST /games/<game>/wallet/rollback: gives back a debit whose round was not settled. */
export function walletRollback(
  deps: AppDeps,
  game: GameName,
  input: WalletRollbackRequest,
): Promise<WalletReply> {
  return withSession(deps, game, input, 'settle', async (ctx) => {
    await queries.lockTxIds(ctx.tx, game, [input.tx_id, input.ref_tx_id]);
    const first = await queries.findTx(ctx.tx, game, input.tx_id);
    if (first) return repeated(ctx, first, { kind: 'rollback', ref_tx_id: input.ref_tx_id });
    const target = await queries.findTx(ctx.tx, game, input.ref_tx_id);
    const row = { tx_id: input.tx_id, kind: 'rollback' as const, round_id: null, ref_tx_id: input.ref_tx_id };
    // never seen: nothing to give back; keep the id so the debit is refused if it arrives late (once:
    // a second rollback of that id, under another id of its own, has nothing left to record)
    if (!target) {
      if (await queries.findRollbackOf(ctx.tx, game, input.ref_tx_id))
        return {
          balance: await currentBalance(ctx),
          currency: 'THB',
          username: ctx.username,
          duplicate: true,
        };
      return move(deps, ctx, game, { ...row, amount_satang: 0 }, 0);
    }
    if (target.member_id !== ctx.session.member_id) throw walletError('tx_conflict');
    if (target.kind !== 'debit') throw walletError('tx_settled');
    if (await queries.findRollbackOf(ctx.tx, game, target.tx_id)) {
      return { balance: await currentBalance(ctx), currency: 'THB', username: ctx.username, duplicate: true };
    }
    if (target.round_id !== null && (await queries.roundState(ctx.tx, game, target.round_id)).credits > 0)
      throw walletError('tx_settled');
    return move(deps, ctx, game, { ...row, amount_satang: target.amount_satang }, target.amount_satang);
  });
}
