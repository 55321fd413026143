// The last call's clock on the desk (issue 23): seconds left until the server's last_call_at, read
// afresh each second from that moment (never by counting ticks, so nothing drifts), as the member
// app's room counts it (apps/web match-room/use-last-call.ts).
import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `closesAtMs` (rounded up: "0:01" until the very end), 0 once past. */
export function secondsUntil(closesAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((closesAtMs - nowMs) / 1000));
}

/** 27 → "0:27", 95 → "1:35". */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left of the round's last call, ticking each second (0 once it ran out); null when none runs. */
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
