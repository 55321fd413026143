// Stadiums (DESIGN §4): the console creates and corrects them; a stadium's minimum stake is part of
// the state of its running rounds (a change bumps their version and the rooms hear it).
import type { Stadium, StadiumCreateRequest, StadiumPatchRequest } from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import * as q from './stadium-queries.ts';
import { matchInTx } from './wire.ts';

/**
 * GET /user/match/stadium answers the stadiums shown to members only (a hidden stadium is not
 * announced); the console's GET /stadiums answers all of them.
 */
export async function listStadiums(deps: AppDeps, opts: { displayedOnly: boolean }): Promise<Stadium[]> {
  return (await q.listStadiums(deps.db, opts)).map(toStadium);
}

function toStadium(r: q.StadiumRow): Stadium {
  const { min_bet_satang, ...rest } = r;
  return { ...rest, min_bet: satangToBaht(min_bet_satang ?? MIN_BET_SATANG_DEFAULT) };
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
): Promise<Stadium> {
  return deps.db.transaction(async (tx) => {
    const row = await q.insertStadium(tx, {
      name: input.name,
      type: input.type,
      is_display: input.is_display,
      min_bet_satang: input.min_bet === undefined ? null : minBetSatangOf(input.min_bet),
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'stadium.create',
      targetType: 'stadium',
      targetId: row.id,
      before: null,
      after: toStadium(row),
      ip: actor.ip,
    });
    return toStadium(row);
  });
}

export async function patchStadium(
  deps: AppDeps,
  actor: Actor,
  stadiumId: number,
  patch: StadiumPatchRequest,
): Promise<Stadium> {
  return deps.db.transaction(async (tx) => {
    const before = await q.lockStadium(tx, stadiumId);
    if (!before) throw notFound('match.stadium_not_found');
    const after = await q.updateStadium(tx, {
      id: stadiumId,
      name: patch.name ?? before.name,
      type: patch.type ?? before.type,
      is_display: patch.is_display ?? before.is_display,
      min_bet_satang: patch.min_bet === undefined ? before.min_bet_satang : minBetSatangOf(patch.min_bet),
    });
    if (after.min_bet_satang !== before.min_bet_satang) {
      // the rounds' minimum changed: a bet checked against the old one is not written (their version),
      // and the rooms hear the new minimum
      for (const matchId of await q.bumpRunningMatchesOfStadium(tx, stadiumId)) {
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
      before: toStadium(before),
      after: toStadium(after),
      ip: actor.ip,
    });
    return toStadium(after);
  });
}
