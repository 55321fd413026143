// Games (spec §2, §7; DESIGN §7; issue 9): the launch endpoints and the seamless wallet the game
// providers call (wallet.ts).
//
// Owns: game sessions (a launch creates one; the provider's callbacks name it), the member's money
// moved by games (`member:<id>` ↔ `game:<game>`, type 8), and the provider-facing wallet answers.
// Invariants:
// - A launch creates a session whose token only its SHA-256 is stored of, tied to the member's login
//   that launched it. The session may stake (balance, debit) only while it is usable: not expired
//   (GAME_SESSION_TTL_MINUTES after its last accepted callback), its login live (no logout, password
//   change or revoke since), the member not blocked. Nothing else can shut one game for one member:
//   the console has no per-game exclusion or switch, so those three are the whole set (issue 20).
// - A debit is a stake like any other: the one stake rule set holds it to the member's standing (a
//   suspended member stakes nothing, games included), their own largest stake and their cash; a
//   suspended member's launch is refused with the reason.
// - Money already at stake is still settled when the session has become unusable: a credit or a
//   rollback of a round the session debited while it was usable goes through, so a block never
//   takes a win or a stake from the member; nothing is staked anew and nothing is credited on a
//   round without a debit. Callbacks for another game or an unknown session are refused.
// - A round belongs to the session of its first debit: only that session may debit or credit it
//   (so only that member, through that provider), and a credit pays at most the game's maximum win
//   multiple (the provider's maxWinMultiple) of what the round's standing debits staked.
// - /playwc is for members who pass the live-access check (spec §2 "/play/wc first checks
//   eligibility"), held here as in the member app.
// - Callbacks move money only when signed with the game's provider secret over the raw body and
//   stamped within WALLET_MAX_SKEW_MS; each tx_id is accepted once per game (a repeat answers as the
//   first and moves nothing; the same id with other content is a conflict); every refusal changes
//   nothing; one session's callbacks run one at a time (the session row is locked).
// - The console reads what the games moved (gamesReport); it changes nothing, so it is not audited.
// - The ledger's rule holds the balance: a debit over the balance is refused, never partial.
import { randomBytes, createHash } from 'node:crypto';
import type { Language } from '@sanam/contract/constants.ts';
import {
  ADMIN_GAME_TX_LIMIT,
  type AdminGamesReport,
  type GameName,
  type LaunchReply,
} from '@sanam/contract/games.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import { standingRefusal } from '@sanam/contract/wager-rules.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import type { GameProvider } from '../../providers/games/provider.ts';
import type { MemberPrincipal } from '../auth/index.ts';
import { memberStanding, refusalError } from '../betting/index.ts';
import { liveAccessAllowed } from '../matches/index.ts';
import { memberUser } from '../members/index.ts';
import * as q from './queries.ts';

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The envelope's `data` of each launch endpoint, in the shape the member app reads (spec §7). */
function launchReply<G extends GameName>(game: G, url: string): LaunchReply<G>;
function launchReply(game: GameName, url: string): LaunchReply<GameName> {
  switch (game) {
    case 'mpy':
      return { success: true, data: url };
    case 'ws':
      return { status: 'success', data: { loginUrl: url } };
    case 'wc':
      return { isSuccess: true, data: { gameUrl: url } };
    case 'm7':
    case 'r1':
      return { success: true, data: { url } };
  }
}

/** GET /user/user/play<game>: a new game session, tied to the caller's login, and the provider's URL. */
export async function launchGame<G extends GameName>(
  deps: AppDeps,
  provider: GameProvider | null,
  member: MemberPrincipal,
  game: G,
  lang: Language,
): Promise<LaunchReply<G>> {
  const { memberId } = member;
  // a game stakes the member's money: a member whose betting is suspended cannot open one (the
  // stake rule set's member rule), and is told why
  const standing = await memberStanding(deps.db, memberId);
  const refused = standing ? standingRefusal(standing) : null;
  if (refused) throw refusalError(refused);
  if (game === 'wc' && !(await liveAccessAllowed(deps, memberId)).eligible)
    throw forbidden('game.deposit_required');
  if (!provider) throw new AppError(503, 'game.unavailable', 'game_unavailable');
  const user = await memberUser(deps.db, memberId);
  if (!user) throw unauthorized();
  const sessionToken = randomBytes(32).toString('base64url');
  await q.insertSession(deps.db, {
    tokenHash: hashSessionToken(sessionToken),
    memberId,
    authSessionId: member.sessionId,
    username: user.username,
    game,
    ttlMinutes: deps.config.games.sessionTtlMinutes,
  });
  const url = await provider.launch({ game, sessionToken, username: user.username, lang });
  return launchReply(game, url);
}

/** GET /admin/games: what each game moved and the latest transactions (read only). */
export async function gamesReport(deps: AppDeps): Promise<AdminGamesReport> {
  const [totals, latest] = await Promise.all([
    q.gameTotals(deps.db),
    q.latestTransactions(deps.db, ADMIN_GAME_TX_LIMIT),
  ]);
  return {
    totals: totals.map((r) => ({
      game: r.game,
      rounds: r.rounds,
      members: r.members,
      debited: satangToBaht(r.debited),
      credited: satangToBaht(r.credited),
      rolled_back: satangToBaht(r.rolled_back),
      house_result: satangToBaht(r.debited - r.credited - r.rolled_back),
    })),
    transactions: latest.map((r) => ({
      id: r.id,
      created_at: new Date(r.created_at).toISOString(),
      game: r.game,
      kind: r.kind,
      tx_id: r.tx_id,
      round_id: r.round_id,
      ref_tx_id: r.ref_tx_id,
      amount: satangToBaht(r.amount_satang),
      balance_after: satangToBaht(r.balance_after_satang),
      member: { id: r.member_id, username: r.username },
    })),
  };
}
