// Stadiums (DESIGN §4): the console creates and corrects them; a stadium's minimum stake is part of
// the state of its running rounds (a change bumps their version and the rooms hear it).
import type {
  DeskStadium,
  Stadium,
  StadiumCreateRequest,
  StadiumPatchRequest,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import * as stadiumQueries from './stadium-queries.ts';
import { matchInTx } from './wire.ts';

/**
 * GET /user/match/stadium answers the stadiums shown to members only (a hidden stadium is not
 * announced); the console's GET /stadiums answers all of them.
 */
export async function listStadiums(deps: AppDeps, opts: { displayedOnly: boolean }): Promise<Stadium[]> {
  return (await stadiumQueries.listStadiums(deps.db, opts)).map(toStadium);
}

const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

/** A stadium as members see it: no liability cap (the house's risk is not theirs to read). */
function toStadium(r: stadiumQueries.StadiumRow): Stadium {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    is_display: r.is_display,
    min_bet: satangToBaht(r.min_bet_satang ?? MIN_BET_SATANG_DEFAULT),
    max_bet: bahtOrNull(r.max_bet_satang),
    max_payout: bahtOrNull(r.max_payout_satang),
    member_side_cap: bahtOrNull(r.member_side_cap_satang),
    bet_delay: r.bet_delay_ms === null ? null : r.bet_delay_ms / 1000,
    refer_above: bahtOrNull(r.refer_above_satang),
  };
}

/** A stadium as the console sees it, its rounds' liability cap included. */
function toDeskStadium(r: stadiumQueries.StadiumRow): DeskStadium {
  return { ...toStadium(r), liability_cap: bahtOrNull(r.liability_cap_satang) };
}

/** The console's stadiums, every one. */
export async function listDeskStadiums(deps: AppDeps): Promise<DeskStadium[]> {
  return (await stadiumQueries.listStadiums(deps.db, { displayedOnly: false })).map(toDeskStadium);
}

/** A limit the console sent (baht, null clears), or the one the stadium had when left out. */
function limitOf(value: number | null | undefined, before: number | null): number | null {
  if (value === undefined) return before;
  return value === null ? null : bahtToSatang(value);
}

const LIMIT_FIELDS = [
  ['refer_above', 'refer_above_satang'],
  ['max_bet', 'max_bet_satang'],
  ['max_payout', 'max_payout_satang'],
  ['member_side_cap', 'member_side_cap_satang'],
  ['liability_cap', 'liability_cap_satang'],
] as const;

function limitsOf(input: StadiumPatchRequest, before: stadiumQueries.StadiumRow | null) {
  const delay = input.bet_delay;
  return {
    ...(Object.fromEntries(
      LIMIT_FIELDS.map(([field, column]) => [column, limitOf(input[field], before?.[column] ?? null)]),
    ) as Pick<stadiumQueries.StadiumRow, (typeof LIMIT_FIELDS)[number][1]>),
    bet_delay_ms: delay === undefined ? (before?.bet_delay_ms ?? null) : delay === null ? null : delay * 1000,
  };
}

/** A minimum in baht as the console sends it (the contract's minBetBaht), in satang. */
function minBetSatangOf(minBet: number): number {
  const satang = bahtToSatang(minBet);
  if (satang === null)
    throw badRequest('validation.min_bet_invalid', { min_bet: 'validation.min_bet_invalid' });
  return satang;
}

export async function createStadium(
  deps: AppDeps,
  actor: Actor,
  input: StadiumCreateRequest,
): Promise<DeskStadium> {
  return deps.db.transaction(async (tx) => {
    const row = await stadiumQueries.insertStadium(tx, {
      name: input.name,
      type: input.type,
      is_display: input.is_display,
      min_bet_satang: input.min_bet === undefined ? null : minBetSatangOf(input.min_bet),
      ...limitsOf(input, null),
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'stadium.create',
      targetType: 'stadium',
      targetId: row.id,
      before: null,
      after: toDeskStadium(row),
      ip: actor.ip,
    });
    return toDeskStadium(row);
  });
}

export async function patchStadium(
  deps: AppDeps,
  actor: Actor,
  stadiumId: number,
  patch: StadiumPatchRequest,
): Promise<DeskStadium> {
  return deps.db.transaction(async (tx) => {
    const before = await stadiumQueries.lockStadium(tx, stadiumId);
    if (!before) throw notFound('match.stadium_not_found');
    const after = await stadiumQueries.updateStadium(tx, {
      id: stadiumId,
      name: patch.name ?? before.name,
      type: patch.type ?? before.type,
      is_display: patch.is_display ?? before.is_display,
      min_bet_satang: patch.min_bet === undefined ? before.min_bet_satang : minBetSatangOf(patch.min_bet),
      ...limitsOf(patch, before),
    });
    const effectiveMin = (r: stadiumQueries.StadiumRow) => r.min_bet_satang ?? MIN_BET_SATANG_DEFAULT;
    if (after.max_bet_satang !== null && after.max_bet_satang < effectiveMin(after))
      throw badRequest('risk.max_under_min', { max_bet: 'risk.max_under_min' });
    const limitsChanged =
      LIMIT_FIELDS.some(([, column]) => after[column] !== before[column]) ||
      after.bet_delay_ms !== before.bet_delay_ms;
    if (after.min_bet_satang !== before.min_bet_satang || limitsChanged) {
      // the rounds' limits changed: a bet checked against the old ones is not written (their version),
      // and the rooms hear the new ones
      for (const matchId of await stadiumQueries.bumpRunningMatchesOfStadium(tx, stadiumId)) {
        const match = await matchInTx(tx, matchId);
        tx.afterCommit(() =>
          deps.realtime.toMatch(matchId, 'CHANGE', {
            service: 'UPDATE',
            data: match,
            version: match.version,
          }),
        );
      }
    }
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'stadium.update',
      targetType: 'stadium',
      targetId: stadiumId,
      before: toDeskStadium(before),
      after: toDeskStadium(after),
      ip: actor.ip,
    });
    return toDeskStadium(after);
  });
}
