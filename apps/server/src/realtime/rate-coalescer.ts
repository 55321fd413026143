// RATE coalescing (contract RATE_COALESCE_MS, docs/decisions.md): a burst of rate publishes on one
// match reaches its room as at most one RATE per window, so a room of thousands of sockets is never
// sent more than it can draw.
// - Leading edge: a RATE with no window open for its match goes out at once and opens a window; a
//   lone publish waits for nothing.
// - Trailing edge: RATEs inside the window are merged and go out as one when the window ends (which
//   opens the next window). The merged event is the newest state (highest version); its `rates` lists
//   every rate the merged events carried, newest first, and its `announce` says `open` or `closed` as
//   the match now stands when betting was switched among them, else `changed`.
// - Any other event of the match (CHANGE, OPENTIE, CLOSETIE) first sends the RATE it holds, so the
//   room still sees events in version order and no RATE is dropped as older than what followed it.
// Coalescing runs on the node that publishes, before the emit: the adapter carries to the other
// nodes only what this node sends. Events still leave only after the commit (the caller's
// afterCommit), later, never earlier.
// - Delivery lag: each RATE's wait from its publish to the emit that carries it (the one
//   merged emit for a held burst), the emit call included, is told to `delivered` in seconds.
import type { Rate } from '@sanam/contract/matches.ts';
import type { RateEvent } from '@sanam/contract/realtime.ts';
import type { MatchEvents, RealtimeBus } from './bus.ts';

interface Window {
  timer: ReturnType<typeof setTimeout>;
  /** the RATEs that arrived inside this window, in arrival order */
  held: RateEvent[];
  /** when each of `held` arrived (performance.now()) */
  heldSince: number[];
}

export interface CoalescingBus extends RealtimeBus {
  /** Sends every held RATE now and stops the windows (before the sockets close). */
  close(): void;
}

/** One RATE standing for `held` (at least one), as the contract describes it. */
export function mergeRates(held: readonly RateEvent[]): RateEvent {
  const [first, ...rest] = held;
  if (!first) throw new Error('mergeRates: nothing to merge');
  if (rest.length === 0) return first;
  const latest = rest.reduce((a, b) => (b.version >= a.version ? b : a), first);
  const isSwitched = held.some((e) => e.announce !== 'changed');
  const rates = new Map<number, Rate>();
  for (const e of held) for (const r of [...(e.rates ?? []), ...(e.rate ? [e.rate] : [])]) rates.set(r.id, r);
  return {
    match: latest.match,
    rate: latest.rate,
    announce: isSwitched ? (latest.match.is_open ? 'open' : 'closed') : 'changed',
    version: latest.version,
    rates: [...rates.values()].sort((a, b) => b.id - a.id),
  };
}

/**
 * `bus`, with each match's RATEs coalesced over `windowMs`; everything else passes straight on.
 * `delivered` hears each RATE's seconds from publish to emit.
 */
export function coalesceRates(
  bus: RealtimeBus,
  windowMs: number,
  delivered: (seconds: number) => void = () => undefined,
): CoalescingBus {
  const windows = new Map<number, Window>();

  const open = (matchId: number): Window => {
    const w: Window = { timer: setTimeout(() => end(matchId), windowMs), held: [], heldSince: [] };
    windows.set(matchId, w);
    return w;
  };
  const sendHeld = (matchId: number, w: Window) => {
    const held = w.held.splice(0);
    const since = w.heldSince.splice(0);
    if (!held.length) return;
    bus.toMatch(matchId, 'RATE', mergeRates(held));
    const now = performance.now();
    for (const at of since) delivered((now - at) / 1000);
  };
  const end = (matchId: number) => {
    const w = windows.get(matchId);
    if (!w) return;
    windows.delete(matchId);
    // a window that sent something is followed by another: the next RATE waits for it to end
    if (w.held.length) {
      sendHeld(matchId, w);
      open(matchId);
    }
  };

  return {
    toMatch<E extends keyof MatchEvents>(matchId: number, event: E, payload: MatchEvents[E]) {
      const w = windows.get(matchId);
      if (event !== 'RATE') {
        if (w) sendHeld(matchId, w);
        bus.toMatch(matchId, event, payload);
        return;
      }
      const at = performance.now();
      if (w) {
        w.held.push(payload as RateEvent);
        w.heldSince.push(at);
        return;
      }
      bus.toMatch(matchId, 'RATE', payload as RateEvent);
      delivered((performance.now() - at) / 1000);
      open(matchId);
    },
    toMember: (memberId, event, payload) => bus.toMember(memberId, event, payload),
    toDesk: (matchId, event, payload) => bus.toDesk(matchId, event, payload),
    toEvents: (event, payload) => bus.toEvents(event, payload),
    referralToMember: (memberId, payload) => bus.referralToMember(memberId, payload),
    toCashiers: (event, payload) => bus.toCashiers(event, payload),
    disconnectMember: (memberId) => bus.disconnectMember(memberId),
    disconnectOperator: (operatorId) => bus.disconnectOperator(operatorId),
    disconnectSessions: (sessionIds) => bus.disconnectSessions(sessionIds),
    later: (work) => bus.later(work),
    close() {
      for (const [matchId, w] of windows) {
        clearTimeout(w.timer);
        sendHeld(matchId, w);
      }
      windows.clear();
    },
  };
}
