// Games (spec §2, §7; DESIGN §7): the launch endpoints and the seamless wallet the game providers
// call (wallet.ts). Owns game sessions and the money games move (`member:<id>` ↔ `game:<game>`, type 8).
// Invariants:
// - A session's token is stored only as its SHA-256, tied to the login that launched it. It may stake
//   only while usable: not expired (GAME_SESSION_TTL_MINUTES after its last accepted callback), its
//   login live, the member not blocked; the console has no per-game switch, so that is the whole set.
// - A debit is a stake like any other: the one stake rule set holds it to the member's standing,
//   their own largest stake and their cash; a debit over the balance is refused, never partial.
// - Money already at stake is still settled once a session is unusable (a credit or rollback of a
//   round it debited while usable), so a block never takes a win or a stake; nothing is staked anew,
//   and nothing is credited on a round without a debit.
// - A round belongs to the session of its first debit, and a credit pays at most the provider's
//   maxWinMultiple of the round's standing debits.
// - /playwc is for members who pass the live-access check (spec §2), as in the member app.
// - Callbacks move money only when signed with the provider's secret over the raw body and stamped
//   within WALLET_MAX_SKEW_MS; each tx_id is accepted once per game (a repeat answers as the first, the
//   same id with other content is a conflict); a callback for another game or an unknown session is
//   refused, and every refusal changes nothing; one session's callbacks run one at a time (row lock).
// - The console only reads what games moved (gamesReport), so it is not audited.
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
import { playStanding } from '../play/index.ts';
import * as queries from './queries.ts';

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
  // a game stakes the member's money: a member whose betting is suspended, or who is on a break
  // from play, cannot open one (the stake rule set's member rule), and is told why
  const [standing, play] = [await memberStanding(deps.db, memberId), await playStanding(deps.db, memberId)];
  const refused = standing ? standingRefusal({ ...standing, play }) : null;
  if (refused) throw refusalError(refused);
  if (game === 'wc' && !(await liveAccessAllowed(deps, memberId)).eligible)
    throw forbidden('game.deposit_required');
  if (!provider) throw new AppError(503, 'game.unavailable', 'game_unavailable');
  const user = await memberUser(deps.db, memberId);
  if (!user) throw unauthorized();
  const sessionToken = randomBytes(32).toString('base64url');
  await queries.insertSession(deps.db, {
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
    queries.gameTotals(deps.db),
    queries.latestTransactions(deps.db, ADMIN_GAME_TX_LIMIT),
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
