// A game inside the app: the header (with the balance) and the bottom bar stay, the provider's page
// fills the body in a frame, and a bar above it leads home or opens the game in a window of its own
// (for a member who wants it bigger, or a provider that refuses frames).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GamepadIcon, HomeIcon } from '../../../ui/icons.tsx';
import { useBalanceSocket } from '../api/use-balance-socket.ts';

/**
 * The frame's sandbox: what a game needs, and no more. A game served by our own origin (the sandbox
 * provider) gets scripts and forms only: with allow-same-origin as well, its script would run as our
 * origin and could lift its own sandbox and act as the member in the app. So it runs at an opaque
 * origin, and is served to work there (the server's sandbox-page.ts). A provider on another origin
 * gets its own origin back (its cookies and storage: it still cannot reach ours) and popups (its
 * rules and cashier windows). Neither may navigate the app itself away.
 */
export function frameSandboxFor(url: string, appOrigin: string = window.location.origin): string {
  const least = 'allow-scripts allow-forms';
  let origin: string;
  try {
    origin = new URL(url, appOrigin).origin;
  } catch {
    return least;
  }
  return origin === appOrigin ? least : `${least} allow-same-origin allow-popups`;
}

export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  useBalanceSocket(true);
  const barLink =
    'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-medium text-gold-400 ring-1 ring-gold-500/60 hover:bg-gold-500/10';

  return (
    // the body between the header (pt-20) and the bottom bar (pb-28) of the shell, whatever the screen
    <div className="flex h-[calc(100dvh-12rem)] min-h-[26rem] flex-col gap-2">
      <div className="flex items-center gap-2">
        <Link to="/" className={barLink}>
          <HomeIcon />
          <span className="max-sm:sr-only">{t('play.back_home')}</span>
        </Link>
        <h1 className="flex min-w-0 flex-1 items-center gap-2 truncate text-lg font-semibold text-ink-100">
          <GamepadIcon className="shrink-0 text-gold-400" />
          <span className="truncate">{title}</span>
        </h1>
        <a href={url} target="_blank" rel="noopener noreferrer" className={barLink}>
          {t('play.open_window')}
        </a>
      </div>
      <iframe
        src={url}
        title={title}
        sandbox={frameSandboxFor(url)}
        className="w-full flex-1 rounded-[var(--radius-card)] bg-ink-950 ring-1 ring-ink-600"
      />
    </div>
  );
}
