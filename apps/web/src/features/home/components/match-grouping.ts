// How the home lists are arranged (spec §2), kept apart from the screens so the rules are tested alone.
import type { Match, MatchType, Stadium } from '@sanam/contract/matches.ts';

/** A round a member can bet on right now: betting open and a current rate (spec §2's pulsing dot). */
export function isRateOpen(m: Pick<Match, 'is_open' | 'now_rate_name'>): boolean {
  return m.is_open === 1 && Boolean(m.now_rate_name);
}

/** Spec §2: a match card leads to the match room, or to /prematch/{id} for a pre-fight round. */
export function matchPath(m: Pick<Match, 'id' | 'is_prefight'>): string {
  return m.is_prefight ? `/prematch/${m.id}` : `/match/${m.id}`;
}

export interface StadiumGroup {
  /** `stadium:<id>`, or `other` for rounds the operator put in no stadium. */
  key: string;
  /** null for the "other" group */
  name: string | null;
  type: MatchType | null;
  matches: Match[];
  hasOpenRate: boolean;
}

const OTHER_KEY = 'other';

function byOpenThenLiveThenId(a: Match, b: Match): number {
  return (
    Number(isRateOpen(b)) - Number(isRateOpen(a)) ||
    Number(a.is_prefight) - Number(b.is_prefight) ||
    a.id - b.id
  );
}

/**
 * The live tab (spec §2): one card per displayed stadium, those with an open rate first, then those
 * with running rounds, then the quiet ones, each tier in the server's order.
 * - Rounds of a stadium the operator hid (is_display false) are hidden with it (the server leaves
 *   them out already; the list is filtered here too, as the spec asks of the screen).
 * - Rounds of a stadium missing from the stadium list (one created after the list was fetched) get
 *   a card of their own under the stadium_name they carry: unknown is not hidden.
 * - Rounds with no stadium at all gather in one "other" card, placed after the stadiums of its tier.
 */
export function groupOpenMatches(stadiums: readonly Stadium[], matches: readonly Match[]): StadiumGroup[] {
  const known = new Map(stadiums.map((s) => [s.id, s]));
  const groups = new Map<string, StadiumGroup>();
  for (const s of stadiums) {
    if (s.is_display)
      groups.set(`stadium:${s.id}`, {
        key: `stadium:${s.id}`,
        name: s.name,
        type: s.type,
        matches: [],
        hasOpenRate: false,
      });
  }
  for (const m of matches) {
    const stadium = m.stadium_id === null ? undefined : known.get(m.stadium_id);
    if (stadium && !stadium.is_display) continue;
    const key = m.stadium_id === null ? OTHER_KEY : `stadium:${m.stadium_id}`;
    let group = groups.get(key);
    if (!group) {
      group =
        key === OTHER_KEY
          ? { key, name: null, type: null, matches: [], hasOpenRate: false }
          : { key, name: m.stadium_name, type: null, matches: [], hasOpenRate: false };
      groups.set(key, group);
    }
    group.matches.push(m);
  }
  const list = [...groups.values()];
  for (const g of list) {
    g.matches.sort(byOpenThenLiveThenId);
    g.hasOpenRate = g.matches.some(isRateOpen);
  }
  const tier = (g: StadiumGroup) => (g.hasOpenRate ? 0 : g.matches.length > 0 ? 1 : 2);
  const order = new Map(list.map((g, i) => [g.key, g.key === OTHER_KEY ? list.length : i]));
  return list.sort((a, b) => tier(a) - tier(b) || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
}

/**
 * The positions of the ended tab's switch. Spec §2 names bull and cock results; DESIGN §4 has four
 * kinds of round, and each gets its own place.
 * 'other' is offered only while there are such results (endedKindsShown).
 */
export const RESULT_KINDS = ['bull', 'cock', 'muay', 'other'] as const satisfies readonly MatchType[];
export type ResultKind = (typeof RESULT_KINDS)[number];

/** A result's place on the switch: its round's own kind. */
export function resultKind(m: Pick<Match, 'round_type'>): ResultKind {
  return m.round_type;
}

/** The switch's positions: bull, cock and muay always; 'other' when a result of it exists or it is chosen. */
export function endedKindsShown(matches: readonly Match[] | undefined, chosen: ResultKind): ResultKind[] {
  const hasOther = chosen === 'other' || (matches ?? []).some((m) => resultKind(m) === 'other');
  return RESULT_KINDS.filter((k) => k !== 'other' || hasOther);
}

export interface ResultGroup {
  key: string;
  name: string | null;
  matches: Match[];
}

function endedTime(m: Match): number {
  const t = Date.parse(m.ended_at ?? m.created_at);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * The ended tab (spec §2): the results of one kind grouped by stadium, newest first, the stadium with
 * the latest result first. The server already leaves out hidden stadiums and test rounds.
 */
export function groupEndedMatches(matches: readonly Match[], kind: ResultKind): ResultGroup[] {
  const sorted = matches
    .filter((m) => resultKind(m) === kind)
    .sort((a, b) => endedTime(b) - endedTime(a) || b.id - a.id);
  const groups = new Map<string, ResultGroup>();
  for (const m of sorted) {
    const key = m.stadium_id === null ? OTHER_KEY : `stadium:${m.stadium_id}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, name: m.stadium_id === null ? null : m.stadium_name, matches: [] };
      groups.set(key, group);
    }
    group.matches.push(m);
  }
  return [...groups.values()];
}
