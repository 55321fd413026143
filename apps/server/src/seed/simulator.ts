// The embedded demo's match simulator (DESIGN §8): plays the operator on the simulator's demo stadium
// so a newcomer sees the live room move. It acts through the real match and betting services as the
// system actor 'demo_simulator' (never a staff member: docs/decisions.md), so every step is
// audited under its name, emitted on deps.realtime after commit, and settled through the ledger like
// a round run from the console.
//
// A round: publish a rate, open betting, move the rate a few times (the console's RATE_PRESETS),
// open tie betting at 1.7, close it, close betting, then create the next round and end this one with
// a random result naming it. Between rounds it opens pre-fight rounds on its stadium while fewer than
// DEMO_PREFIGHT_MIN stand open for step tickets (an operator ended or closed one), so a newcomer can
// always try a step ticket. Invariants:
// - At most one simulated round runs (a running, non-pre-fight round of the simulator's stadium):
//   extra ones, left by a crash between "create next" and "end", are ended with `other` (refunds).
// - On start it resumes what a previous run left: a round without a rate is played from the start, a
//   round with one is closed and ended.
// - A failed step (an operator ended the round by hand, the database blipped) is logged; the loop
//   reads the state again and carries on. stop() wakes the pause in progress, lets the service call
//   in flight finish, and resolves with no timer left.
// - One simulator per database: run it on one node (the embedded demo is one node by nature).
import type { MatchResult } from '@sanam/contract/matches.ts';
import type { RateNumbers } from '@sanam/contract/odds.ts';
import { RATE_PRESETS } from '@sanam/contract/odds.ts';
import { pino } from 'pino';
import type { Queryable } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { systemActor, type SystemActor } from '../audit/audit-log.ts';
import { endAndSettle } from '../modules/betting/index.ts';
import { createMatch, getMatch, publishRate, setBettingOpen, setTieOpen } from '../modules/matches/index.ts';
import { stepMatches } from '../modules/steps/index.ts';
import { DEMO_PREFIGHT_MIN, DEMO_SIMULATOR_STADIUM, DEMO_STADIUMS } from './demo-data.ts';

/** The channel code of the simulated rounds: the room shows the sandbox's looping clip. */
export const DEMO_STREAM_CHANNEL = 'demo-ring-a';

/** Pauses between steps, in ms before timeScale; each one is jittered by ±25%. About 60–90 s a round. */
export const SIMULATOR_PAUSES_MS = {
  beforeRate: 3_000,
  beforeOpen: 2_000,
  betweenRateMoves: 9_000,
  beforeTie: 5_000,
  tieOpen: 10_000,
  beforeClose: 5_000,
  /** betting closed, the fight on: then the result */
  fight: 15_000,
  /** after a failed step, before reading the state again */
  afterFailure: 5_000,
} as const;

/** How many times the rate moves after the first one, inclusive range. */
const RATE_MOVES = { min: 2, max: 4 } as const;
/** Spec §9's tie multiplier. */
const TIE_MULTIPLIER = 1.7;
/** Results by weight: a draw or a no-contest now and then, so refunds show too. */
const RESULT_WEIGHTS: ReadonlyArray<readonly [MatchResult, number]> = [
  ['red', 42],
  ['blue', 38],
  ['green', 12],
  ['other', 8],
];
const FIGHTERS = [
  'ไอ้ทองคำ (จำลอง)',
  'ไอ้ดำนิล (จำลอง)',
  'ไอ้ขาวมณี (จำลอง)',
  'ไอ้แสงเพชร (จำลอง)',
  'ไอ้ฟ้าผ่า (จำลอง)',
  'ไอ้หินผา (จำลอง)',
  'ไอ้เมฆา (จำลอง)',
  'ไอ้สายฟ้า (จำลอง)',
] as const;

export interface SimulatorLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SimulatorOptions {
  /** multiplies every pause: 1 for the demo, a tiny one in tests */
  timeScale?: number;
  /** [0, 1): the rate moves, the names and the result; tests pass a seeded one */
  random?: () => number;
  /** the app's logger (app.log) in main.ts; a pino logger at config.logLevel otherwise */
  log?: SimulatorLog;
}

export interface Simulator {
  /**
   * resolves once the simulator has said how it starts (started, resuming a round, or idle), so the
   * start banner can come after it (main.ts); it never rejects
   */
  started: Promise<void>;
  /** ends the loop: wakes the pause in progress, waits for the step in flight, leaves no timer */
  stop(): Promise<void>;
}

class Stopped extends Error {}

interface Ctx {
  deps: AppDeps;
  actor: SystemActor;
  stadiumId: number;
  random: () => number;
  log: SimulatorLog;
  pause: (ms: number) => Promise<void>;
}

/**
 * Starts the simulator on the demo stadium (seedDemo creates it). Without the stadium it logs why and
 * does nothing, so it never plays on a database that is not a demo.
 */
export function startSimulator(deps: AppDeps, opts: SimulatorOptions = {}): Simulator {
  const timeScale = opts.timeScale ?? 1;
  const random = opts.random ?? Math.random;
  const log = opts.log ?? pino({ name: 'simulator', level: deps.config.logLevel });

  let stopped = false;
  let wake: (() => void) | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      if (stopped) return reject(new Stopped());
      const jittered = ms * timeScale * (0.75 + random() * 0.5);
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, jittered);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        reject(new Stopped());
      };
    });

  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = run(deps, { random, log, pause, markStarted }, () => stopped)
    .catch((err: unknown) => {
      if (!(err instanceof Stopped)) log.error({ err }, 'simulator stopped on an unexpected error');
    })
    .finally(markStarted);

  return {
    started,
    async stop() {
      stopped = true;
      wake?.();
      await done;
    },
  };
}

async function run(
  deps: AppDeps,
  { markStarted, ...base }: Pick<Ctx, 'random' | 'log' | 'pause'> & { markStarted: () => void },
  isStopped: () => boolean,
): Promise<void> {
  const stadiumId = await idOf(deps.db, 'SELECT id FROM stadiums WHERE name = $1', DEMO_SIMULATOR_STADIUM);
  if (stadiumId === null) {
    base.log.warn(
      { stadium: DEMO_SIMULATOR_STADIUM },
      'match simulator idle: the demo stadium is missing (run with DEMO_SEED=1)',
    );
    return;
  }
  const ctx: Ctx = { ...base, deps, actor: systemActor('demo_simulator'), stadiumId };
  ctx.log.info({ stadiumId }, 'match simulator started');

  let current: number | null = null;
  while (!isStopped()) {
    try {
      current ??= await adoptRunningRound(ctx);
      markStarted();
      await topUpPrefights(ctx);
      current ??= await createRound(ctx);
      current = await playRound(ctx, current);
    } catch (err) {
      if (err instanceof Stopped || isStopped()) break;
      ctx.log.warn({ err, matchId: current }, 'match simulator: a step failed; carrying on');
      markStarted();
      current = null;
      try {
        await ctx.pause(SIMULATOR_PAUSES_MS.afterFailure);
      } catch {
        break;
      }
    }
  }
  ctx.log.info({}, 'match simulator stopped');
}

/**
 * The simulated round a previous run (or a failed step) left running, if any; the extras are ended
 * with `other`, which refunds every bet, so at most one stays.
 */
async function adoptRunningRound(ctx: Ctx): Promise<number | null> {
  const { rows } = await ctx.deps.db.query<{ id: number }>(
    `SELECT id FROM matches WHERE stadium_id = $1 AND NOT is_end AND NOT is_prefight ORDER BY id DESC`,
    [ctx.stadiumId],
  );
  const [newest, ...extras] = rows;
  for (const extra of extras) {
    ctx.log.warn({ matchId: extra.id }, 'match simulator: ending an extra simulated round (other)');
    await endAndSettle(ctx.deps, ctx.actor, extra.id, { result: 'other' });
  }
  if (newest) ctx.log.info({ matchId: newest.id }, 'match simulator: resuming a running round');
  return newest?.id ?? null;
}

/** The next number of the simulator's live or pre-fight rounds, which are numbered apart. */
async function nextNumber(ctx: Ctx, isPrefight: boolean): Promise<number> {
  const { rows } = await ctx.deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM matches WHERE stadium_id = $1 AND is_prefight = $2',
    [ctx.stadiumId, isPrefight],
  );
  return (rows[0]?.n ?? 0) + 1;
}

function fighters(random: () => number): { red_cow_name: string; blue_cow_name: string } {
  const red = pick(random, FIGHTERS);
  const blue = pick(
    random,
    FIGHTERS.filter((f) => f !== red),
  );
  return { red_cow_name: red, blue_cow_name: blue };
}

const STADIUM_TYPE = DEMO_STADIUMS.find((s) => s.name === DEMO_SIMULATOR_STADIUM)?.type ?? 'bull';

async function createRound(ctx: Ctx): Promise<number> {
  const match = await createMatch(ctx.deps, ctx.actor, {
    stadium_id: ctx.stadiumId,
    round_name: `คู่จำลองที่ ${await nextNumber(ctx, false)}`,
    round_type: STADIUM_TYPE,
    ...fighters(ctx.random),
    is_prefight: false,
    // the sandbox stream provider plays its looping clip for any channel (SANDBOX=1, the demo default)
    streaming_url: DEMO_STREAM_CHANNEL,
  });
  return match.id;
}

/**
 * Opens pre-fight rounds on the simulator's stadium, each with a rate and betting open, until
 * DEMO_PREFIGHT_MIN rounds stand open for step tickets (what the step page lists, of any stadium).
 */
async function topUpPrefights(ctx: Ctx): Promise<void> {
  const missing = DEMO_PREFIGHT_MIN - (await stepMatches(ctx.deps)).length;
  for (let i = 0; i < missing; i++) {
    const match = await createMatch(ctx.deps, ctx.actor, {
      stadium_id: ctx.stadiumId,
      round_name: `พรีไฟต์จำลองที่ ${await nextNumber(ctx, true)}`,
      round_type: STADIUM_TYPE,
      ...fighters(ctx.random),
      is_prefight: true,
      streaming_url: null,
    });
    await publishRate(ctx.deps, ctx.actor, match.id, rateOf(Math.floor(ctx.random() * RATE_PRESETS.length)));
    await setBettingOpen(ctx.deps, ctx.actor, match.id, true);
    ctx.log.info({ matchId: match.id }, 'match simulator: opened a pre-fight round for step tickets');
  }
}

/**
 * Plays a round from where it stands and ends it; returns the next round it created. A round with
 * no rate yet is played from the start; one with a rate (resumed) goes straight to closing.
 */
async function playRound(ctx: Ctx, matchId: number): Promise<number | null> {
  const { deps, actor, pause } = ctx;
  let m = await getMatch(deps, matchId);
  if (m.is_end) return null;

  if (m.rate === null) {
    let preset = Math.floor(ctx.random() * RATE_PRESETS.length);
    await pause(SIMULATOR_PAUSES_MS.beforeRate);
    await publishRate(deps, actor, matchId, rateOf(preset));
    await pause(SIMULATOR_PAUSES_MS.beforeOpen);
    await setBettingOpen(deps, actor, matchId, true);
    const moves = RATE_MOVES.min + Math.floor(ctx.random() * (RATE_MOVES.max - RATE_MOVES.min + 1));
    for (let i = 0; i < moves; i++) {
      await pause(SIMULATOR_PAUSES_MS.betweenRateMoves);
      preset = nextPreset(preset, ctx.random);
      await publishRate(deps, actor, matchId, rateOf(preset));
    }
    await pause(SIMULATOR_PAUSES_MS.beforeTie);
    await setTieOpen(deps, actor, matchId, true, { tie_multiplier: TIE_MULTIPLIER });
    await pause(SIMULATOR_PAUSES_MS.tieOpen);
    await setTieOpen(deps, actor, matchId, false);
    await pause(SIMULATOR_PAUSES_MS.beforeClose);
    m = await getMatch(deps, matchId);
  }

  if (m.is_open_tie) await setTieOpen(deps, actor, matchId, false);
  if (m.is_open) await setBettingOpen(deps, actor, matchId, false);
  await pause(SIMULATOR_PAUSES_MS.fight);
  const next = await createRound(ctx);
  const result = weighted(ctx.random, RESULT_WEIGHTS);
  await endAndSettle(deps, actor, matchId, { result, next_match_id: next });
  ctx.log.info({ matchId, result, next }, 'match simulator: round ended');
  return next;
}

function rateOf(preset: number): RateNumbers {
  const r = RATE_PRESETS[preset] ?? RATE_PRESETS[0];
  return { ...r };
}

/** A step up or down the presets, as an operator nudges the price. */
function nextPreset(current: number, random: () => number): number {
  const step = random() < 0.5 ? -1 : 1;
  const next = current + step;
  return next < 0 || next >= RATE_PRESETS.length ? current - step : next;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function weighted<T>(random: () => number, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

async function idOf(q: Queryable, sql: string, arg: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(sql, [arg]);
  return rows[0]?.id ?? null;
}
