// The member's transaction history (spec §2 history, §3 Transaction; DESIGN §3): a view of the
// postings on member:<id>, newest first, types 149 and 999 never shown, with what the betting module
// knows of bet, bill and refund entries (side, price, stake, round) and what the wallet knows of
// withdrawals (their state). Paginated by cursor: the id of the last posting of the page before.
import { GAME_MOVES, GAME_NAMES, type GameMove, type GameName } from '@sanam/contract/games.ts';
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import type { BetSide } from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import {
  TRANSACTION_FILTER_TYPES,
  type MemberTransaction,
  type TransactionBetColor,
  type TransactionPage,
  type transactionListRequest,
} from '@sanam/contract/wallet.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../http/types.ts';
import { memberTransactions } from '../../ledger/ledger.ts';
import { betInfoOfEntries, roundsNamed } from '../betting/index.ts';
import * as withdrawalQ from './withdrawal-queries.ts';

const COLOR: Record<BetSide, TransactionBetColor> = { red: 'red', blue: 'blue', tie: 'draw', notie: 'notie' };

/**
 * A game provider's row as data the app words in the member's language (the stored topic is Thai):
 * the game its memo names and the move its kind names ("game.credit"); null for any other row.
 */
function gameMoveOf(r: { type: number; kind: string; game: string | null }): {
  game: GameName;
  move: GameMove;
} | null {
  if (r.type !== TX_TYPE.game) return null;
  const game = GAME_NAMES.find((g) => g === r.game);
  const move = GAME_MOVES.find((m) => `game.${m}` === r.kind);
  return game && move ? { game, move } : null;
}

/** "1000", "1,000", "1000.50" typed in the search box: an amount to find, in satang. */
function amountOf(text: string): number | null {
  const cleaned = text.replace(/[,\s฿]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return bahtToSatang(Number(cleaned));
}

/** POST /user/transaction/member {filter, q, cursor, limit} */
export async function transactionHistory(
  deps: AppDeps,
  memberId: number,
  req: z.output<typeof transactionListRequest>,
): Promise<TransactionPage> {
  const rows = await memberTransactions(deps.db, memberId, {
    limit: req.limit + 1,
    beforePostingId: req.cursor ?? null,
    types: req.filter === 'all' ? null : TRANSACTION_FILTER_TYPES[req.filter],
    // the search finds what a row prints: its topic, its amount, and its round's name
    search: req.q
      ? { text: req.q, amountSatang: amountOf(req.q), matchIds: await roundsNamed(deps, memberId, req.q) }
      : null,
  });
  const page = rows.slice(0, req.limit);
  const [bets, withdrawals] = await Promise.all([
    betInfoOfEntries(
      deps,
      memberId,
      page
        .filter((r) => r.type === TX_TYPE.bet || r.type === TX_TYPE.bill || r.type === TX_TYPE.refund)
        .map((r) => ({ entryId: r.entryId, matchId: r.matchId })),
    ),
    withdrawalQ.withdrawalStatusByEntry(
      deps.db,
      memberId,
      page.filter((r) => r.type === TX_TYPE.withdraw).map((r) => r.entryId),
    ),
  ]);

  const items = page.map((r): MemberTransaction => {
    const bet = bets.get(r.entryId);
    const game = gameMoveOf(r);
    return {
      id: r.postingId,
      createdAt: new Date(r.createdAt).toISOString(),
      topic: r.topic,
      type: r.type,
      amount: satangToBaht(r.amountSatang),
      bet_amount: satangToBaht(bet?.stakeSatang ?? Math.abs(r.amountSatang)),
      before_amount: satangToBaht(r.beforeSatang),
      after_amount: satangToBaht(r.afterSatang),
      topic_bet_color: bet?.side ? COLOR[bet.side] : null,
      topic_bet_rate: bet?.rate ?? null,
      match_id: bet?.matchId ?? r.matchId,
      round_name: bet?.roundName ?? null,
      round_type: bet?.roundType ?? null,
      game: game?.game ?? null,
      game_move: game?.move ?? null,
      status: withdrawals.get(r.entryId)?.status ?? null,
      transfer_ref: withdrawals.get(r.entryId)?.transfer_ref ?? null,
    };
  });
  const last = page.at(-1);
  return { items, next_cursor: rows.length > req.limit && last ? last.postingId : null };
}
