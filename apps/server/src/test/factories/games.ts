// The games: a member with money, a launch, and signed wallet callbacks as a provider would send them.
import {
  launchUrlOf,
  WALLET_SIGNATURE_HEADER,
  type GameName,
  type WalletReply,
} from '@sanam/contract/games.ts';
import { gameLaunchRoutes, gameWalletRoutes } from '@sanam/contract/routes/games.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import { signBody } from '../../providers/games/signature.ts';
import { callRoute } from '../call-route.ts';
import type { TestContext } from '../test-app.ts';
import { deposit } from './ledger.ts';
import { aMember, type TestMember } from './members.ts';
import { body, type Envelope } from './replies.ts';

/** A registered member holding `satang` from a deposit (which also grants live access from 100 baht). */
export async function memberWithMoney(t: TestContext, satang: number): Promise<TestMember> {
  const member = await aMember(t.app);
  if (satang > 0)
    await t.db.transaction((tx) => post(tx, deposit(`test:games:${member.id}`, member.id, satang)));
  return member;
}

export function launch(app: FastifyInstance, member: TestMember | null, game: GameName, lang = 'th') {
  const route: RouteDeclaration = gameLaunchRoutes[game];
  return callRoute(app, route, { ...(member ? { as: member } : {}), headers: { 'accept-language': lang } });
}

/** Launches `game` for the member and returns the session token of the sandbox URL. */
export async function openSession(app: FastifyInstance, member: TestMember, game: GameName = 'm7') {
  const res = await launch(app, member, game);
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const url = launchUrlOf(game, body<Envelope<unknown>>(res).data);
  if (!url) throw new Error(`no launch URL in ${res.body}`);
  const session = new URL(url, 'http://sandbox.test').searchParams.get('session');
  if (!session) throw new Error(`no session in ${url}`);
  return session;
}

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';

/** A callback signed with `secret` over exactly the bytes sent (override the signature to forge). */
export function walletCall(
  t: TestContext,
  game: GameName,
  call: WalletCall,
  payload: Record<string, unknown>,
  opts: { secret?: string; signature?: string; lang?: string } = {},
) {
  const raw = JSON.stringify({ timestamp: Date.now(), ...payload });
  const route: RouteDeclaration = gameWalletRoutes[call];
  return callRoute(t.app, route, {
    params: { game },
    rawBody: raw,
    headers: {
      'content-type': 'application/json',
      'accept-language': opts.lang ?? 'th',
      [WALLET_SIGNATURE_HEADER]: opts.signature ?? signBody(opts.secret ?? t.config.games.sandboxSecret, raw),
    },
  });
}

/** The member's cash in satang, the journal size and the game transactions: what a refusal must not change. */
export async function gameState(t: TestContext, memberId: number) {
  const { rows } = await t.db.query<{ balance: number; entries: number; game_txs: number }>(
    `SELECT (SELECT balance FROM balances WHERE account = $1) AS balance,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM game_transactions) AS game_txs`,
    [`member:${memberId}`],
  );
  const row = rows[0];
  if (!row) throw new Error('no state');
  return row;
}

/**
 * The callbacks a provider sends for one session of `game` (m7 unless told), amounts in baht, signed
 * with `secret` (the sandbox's unless told): each with a fresh id of `id` unless one is given.
 */
export function providerCalls(
  t: TestContext,
  session: string,
  id: (prefix: string) => string,
  { game = 'm7', secret }: { game?: GameName; secret?: string } = {},
) {
  const call = (name: WalletCall, payload: Record<string, unknown>) =>
    walletCall(t, game, name, { session, ...payload }, secret === undefined ? {} : { secret });
  return {
    balance: () => call('balance', {}),
    debit: (round: string, amount: number, txId = id('d')) =>
      call('debit', { tx_id: txId, round_id: round, amount }),
    credit: (round: string, amount: number, txId = id('c')) =>
      call('credit', { tx_id: txId, round_id: round, amount }),
    rollback: (refTxId: string, txId = id('rb')) => call('rollback', { tx_id: txId, ref_tx_id: refTxId }),
  };
}

/**
 * A member holding `satang` (1,000 baht unless told) with an open m7 session, and the provider's
 * calls for that session (ids from `id`): who callbacks play for.
 */
export async function aPlayer(t: TestContext, id: (prefix: string) => string, satang = 100_000) {
  const member = await memberWithMoney(t, satang);
  const session = await openSession(t.app, member, 'm7');
  return { member, session, ...providerCalls(t, session, id) };
}

type Reply = { statusCode: number; json: <T>() => T };
/** A wallet callback's reply, with the refusal code when there is one. */
export const walletReply = (res: Reply) => res.json<Envelope<WalletReply & { code?: string }>>();
export const codeOf = (res: Reply) => res.json<Envelope<{ code: string }>>().data.code;

/** A callback refused with `status` and the wallet's `code`. */
export function expectRefused(res: Reply, status: number, code: string): void {
  expect(res.statusCode).toBe(status);
  expect(codeOf(res)).toBe(code);
}

/** Ids no other call of this sequence returns: `tx-1`, `round-2`, ... */
export function idSequence(): (prefix: string) => string {
  let seq = 0;
  return (prefix) => `${prefix}-${++seq}`;
}
