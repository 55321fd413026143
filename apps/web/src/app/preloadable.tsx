// A component that lives in a chunk of its own. `preload()` starts the fetch, or
// joins the one under way; once the chunk is there the component renders at once instead of passing
// through Suspense, so a chunk fetched ahead (the page being opened, a dialog warmed while the browser
// was idle) never flashes its spinner. Before that, it suspends like React.lazy.
import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a later call tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
