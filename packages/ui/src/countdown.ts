// A countdown to a moment the server names (the last call, in the member's room and on the
// operator's desk): the seconds left are read afresh from that moment each second (never by
// counting ticks, so nothing drifts), and every timer wakes when the shown second changes.
import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `closesAtMs` (rounded up: "0:01" until the very end), 0 once past. */
export function secondsUntil(closesAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((closesAtMs - nowMs) / 1000));
}

/** 27 → "0:27", 95 → "1:35". */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left until `at` (an ISO moment), ticking each second (0 once past); null when there is none. */
export function useSecondsUntil(at: string | null): number | null {
  const closesAt = at === null ? Number.NaN : Date.parse(at);
  const subscribe = useCallback(
    (onTick: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wakeAtNextSecond = () => {
        const leftMs = closesAt - Date.now();
        if (!(leftMs > 0)) return;
        timer = setTimeout(
          () => {
            onTick();
            wakeAtNextSecond();
          },
          leftMs % 1000 || 1000,
        );
      };
      wakeAtNextSecond();
      return () => clearTimeout(timer);
    },
    [closesAt],
  );
  return useSyncExternalStore(subscribe, () =>
    Number.isNaN(closesAt) ? null : secondsUntil(closesAt, Date.now()),
  );
}
