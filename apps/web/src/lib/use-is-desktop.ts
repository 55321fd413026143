// Whether the screen is laid out wide (Tailwind's lg, 1024 px and up): the match room sets its bet panel
// beside the stream and shows more previous rates; where a screen shows a thing in
// one place on phones and another beside the content on wide screens, it renders it once, not twice
// with one copy hidden by CSS.
import { useSyncExternalStore } from 'react';

const DESKTOP_QUERY = '(min-width: 1024px)';

export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(DESKTOP_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}
