// The last call (issue 23): the operator starts a countdown and betting closes by itself at
// last_call_at, on the server's word. The room counts down on the member's own clock, each second
// read afresh from last_call_at (never by counting ticks, so nothing drifts), and treats betting as
// closed at zero even before the server's RATE 'closed' arrives.
import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `closesAtMs` (rounded up: "0:01" until the very end), 0 once past. */
export function secondsUntil(closesAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((closesAtMs - nowMs) / 1000));
}

/** 27 → "0:27", 95 → "1:35". */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** In the last seconds the banner turns urgent. */
export const LAST_CALL_URGENT_SECONDS = 10;

/**
 * Seconds left of the round's last call, ticking each second (0 once it ran out); null when no last
 * call runs. Every timer wakes when the shown second changes, measured from last_call_at.
 */
export function useLastCallSeconds(lastCallAt: string | null): number | null {
  const closesAt = lastCallAt === null ? Number.NaN : Date.parse(lastCallAt);
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
