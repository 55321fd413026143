// Lets code outside React (the API client, the auth store) move the router: the app registers the
// router's navigate once; without it (tests of plain modules) we fall back to a full page load.

export interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  currentPath: () => string;
}

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function currentPath(): string {
  return navigator ? navigator.currentPath() : window.location.pathname;
}

export function navigateTo(to: string, options: { replace?: boolean } = { replace: true }): void {
  if (navigator) navigator.navigate(to, options);
  else window.location.assign(to);
}

/** Spec §2: the public pages a forced sign-out must not leave. */
export function isOnPublicAuthPage(): boolean {
  const path = currentPath();
  return path === '/login' || path === '/register';
}
