// How each socket event of DESIGN §5 changes what the room holds (the query cache), as plain
// functions of the cache so the rules read in one place. An event whose version is older than the
// match held is dropped: it was overtaken by a fetch or a later event.
import type { QueryClient } from '@tanstack/react-query';
import type { Match, Rate } from '@sanam/contract/matches.ts';
import type { ChangeEvent, CloseTieEvent, OpenTieEvent, RateEvent } from '@sanam/contract/realtime.ts';
import { roomKeys } from './keys.ts';

function heldMatch(queryClient: QueryClient, matchId: number): Match | undefined {
  return queryClient.getQueryData<Match>(roomKeys.match(matchId));
}

/** True when the event is older than the match held (equal versions re-apply harmlessly). */
export function isStale(queryClient: QueryClient, matchId: number, version: number): boolean {
  const held = heldMatch(queryClient, matchId);
  return held !== undefined && version < held.version;
}

function refreshHistory(queryClient: QueryClient, matchId: number): void {
  void queryClient.invalidateQueries({ queryKey: roomKeys.betHistory(matchId) });
}

/**
 * RATE: the round and its rate; new rates go on top of the list, newest first. A coalesced RATE
 * (the server's RATE_COALESCE_MS) also carries in `rates` the rates of the publishes it stands for.
 */
export function applyRate(queryClient: QueryClient, matchId: number, event: RateEvent): boolean {
  if (event.match.id !== matchId || isStale(queryClient, matchId, event.version)) return false;
  queryClient.setQueryData<Match>(roomKeys.match(matchId), { ...event.match, version: event.version });
  const carried = [...(event.rates ?? []), ...(event.rate ? [event.rate] : [])];
  if (carried.length) {
    queryClient.setQueryData<Rate[]>(roomKeys.rates(matchId), (rates = []) => {
      const held = new Set(rates.map((r) => r.id));
      const added = new Map(carried.filter((r) => !held.has(r.id)).map((r) => [r.id, r]));
      return added.size ? [...added.values(), ...rates].sort((a, b) => b.id - a.id) : rates;
    });
  }
  refreshHistory(queryClient, matchId);
  return true;
}

/** CHANGE: END or UPDATE both carry the whole match; merge it and refresh the history. */
export function applyChange(queryClient: QueryClient, matchId: number, event: ChangeEvent): boolean {
  if (event.data.id !== matchId || isStale(queryClient, matchId, event.version)) return false;
  queryClient.setQueryData<Match>(roomKeys.match(matchId), (held) => ({
    ...held,
    ...event.data,
    version: event.version,
  }));
  refreshHistory(queryClient, matchId);
  return true;
}

export function applyOpenTie(queryClient: QueryClient, matchId: number, event: OpenTieEvent): boolean {
  if (event.match_id !== matchId || isStale(queryClient, matchId, event.version)) return false;
  queryClient.setQueryData<Match>(roomKeys.match(matchId), (held) =>
    held
      ? {
          ...held,
          is_open_tie: 1,
          tie_multiplier: event.tie_multiplier,
          notie_multiplier: event.notie_multiplier,
          version: event.version,
        }
      : held,
  );
  return true;
}

export function applyCloseTie(queryClient: QueryClient, matchId: number, event: CloseTieEvent): boolean {
  if (event.match_id !== matchId || isStale(queryClient, matchId, event.version)) return false;
  queryClient.setQueryData<Match>(roomKeys.match(matchId), (held) =>
    held ? { ...held, is_open_tie: 0, version: event.version } : held,
  );
  return true;
}
