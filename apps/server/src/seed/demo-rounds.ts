// The demo's stadiums, rounds and event bet (DESIGN §8), played through the real match, betting and
// event services as the system actor 'demo_seed' (no person: docs/decisions.md), so they
// are audited and settled like any round an operator runs. Only what this run's stadiums need is played: a restart or a second node adds nothing.
import type { Tx } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { systemActor } from '../audit/audit-log.ts';
import { endAndSettle, placeBet } from '../modules/betting/index.ts';
import { createEvent, openEvent } from '../modules/events/index.ts';
import {
  createMatch,
  insertStadiumUnlessNamed,
  publishRate,
  setBettingOpen,
} from '../modules/matches/index.ts';
import { DEMO_BETTOR_PHONE, DEMO_EVENT, DEMO_ROUNDS, DEMO_STADIUMS } from './demo-data.ts';
import { demoMemberId } from './demo-lookups.ts';

const SEED = systemActor('demo_seed');

/** The demo stadiums not there yet (by name), created; returns name → id of those this run created. */
export async function createMissingStadiums(tx: Tx): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (const s of DEMO_STADIUMS) {
    const id = await insertStadiumUnlessNamed(tx, { name: s.name, type: s.type, is_display: s.isDisplay });
    if (id !== null) created.set(s.name, id);
  }
  return created;
}

/**
 * Plays the demo rounds of the stadiums this run created, so two starts at once (the stadiums are
 * created under the seed lock) or a restart never play them twice. Stadiums are found by name: one
 * an operator renamed is seeded again, with its rounds, at the next start.
 */
export async function seedRounds(deps: AppDeps, newStadiums: Map<string, number>): Promise<void> {
  const rounds = DEMO_ROUNDS.filter((r) => newStadiums.has(r.stadium));
  if (rounds.length === 0) return;
  const actor = SEED;
  const bettorId = await demoMemberId(deps.db, DEMO_BETTOR_PHONE);

  for (const r of rounds) {
    const stadiumId = newStadiums.get(r.stadium);
    const stadium = DEMO_STADIUMS.find((s) => s.name === r.stadium);
    if (stadiumId === undefined || !stadium) continue;
    const match = await createMatch(deps, actor, {
      stadium_id: stadiumId,
      round_name: r.roundName,
      round_type: stadium.type,
      red_cow_name: r.red,
      blue_cow_name: r.blue,
      is_prefight: r.isPrefight,
      streaming_url: null,
    });
    const [first, ...later] = r.rates;
    if (!first) continue;
    const firstRate = await publishRate(deps, actor, match.id, first);
    await setBettingOpen(deps, actor, match.id, true);
    if (r.bet && bettorId !== null) {
      await placeBet(deps, { memberId: bettorId, sessionId: null }, match.id, {
        type: r.bet.side,
        amount: r.bet.amountBaht,
        rateId: firstRate.id,
        ref: `demo-seed-${match.id}`,
      });
    }
    for (const rate of later) await publishRate(deps, actor, match.id, rate);
    if (r.result) {
      await setBettingOpen(deps, actor, match.id, false);
      await endAndSettle(deps, actor, match.id, { result: r.result });
    }
  }
}

/**
 * An open event bet in the side panel's event section, played by the demo seed like
 * the rounds: seeded with the stadium it is about, so a restart or a second node never adds another.
 */
export async function seedEvent(deps: AppDeps, newStadiums: Map<string, number>): Promise<void> {
  if (!newStadiums.has(DEMO_EVENT.stadium)) return;
  const actor = SEED;
  const event = await createEvent(deps, actor, {
    question: DEMO_EVENT.question,
    closes_at: null,
    options: DEMO_EVENT.options.map((o) => ({ ...o })),
  });
  await openEvent(deps, actor, event.id);
}
