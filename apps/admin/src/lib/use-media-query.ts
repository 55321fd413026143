import { useSyncExternalStore } from 'react';

/** Desktop (true) where matchMedia is missing, as in jsdom. */
function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
  );
}

/** The console's one breakpoint: a laptop gets tables, a phone one card per row. */
export function useIsDesktop(): boolean {
  return useMediaQuery('(min-width: 768px)');
}
