// Spec §2 home: the game banners, tabs live and ended that follow the address hash, the lists, and the
// side panel (beside the list on wide screens, below it on narrow ones).
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../lib/use-is-desktop.ts';
import { LiveDot } from '../../../ui/live-dot.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { EndedTab } from './ended-tab.tsx';
import { GameBanners } from './game-entries.tsx';
import { HashTabs } from './hash-tabs.tsx';
import { LiveTab } from './live-tab.tsx';
import type { ResultKind } from './match-grouping.ts';
import { SidePanel } from './side-panel.tsx';

type HomeTab = 'live' | 'ended';
const TABS: readonly HomeTab[] = ['live', 'ended'];

/**
 * Spec §2 lists #live, #ended, #cock and #{product}: #ended opens the results on bull (the product),
 * #bull, #cock, #muay and #other open them on that switch position; anything else is the live tab.
 */
export function parseHomeHash(hash: string): { tab: HomeTab; kind: ResultKind } {
  switch (hash) {
    case '#ended':
    case '#bull':
      return { tab: 'ended', kind: 'bull' };
    case '#cock':
      return { tab: 'ended', kind: 'cock' };
    case '#muay':
      return { tab: 'ended', kind: 'muay' };
    case '#other':
      return { tab: 'ended', kind: 'other' };
    default:
      return { tab: 'live', kind: 'bull' };
  }
}

export function HomePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { tab, kind } = parseHomeHash(hash);
  const isWide = useIsDesktop();

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="home-title">
        <h1 id="home-title" className="sr-only">
          {t('home.title')}
        </h1>
        {/* wide screens have the games in the side panel beside the list: one strip at every width */}
        {isWide ? null : <GameBanners />}
        <HashTabs
          idBase="home-tab"
          label={t('home.title')}
          tabs={TABS}
          selected={tab}
          className="mb-4 grid grid-cols-2 gap-1 rounded-2xl bg-ink-800 p-1 ring-1 ring-ink-600/60"
          tabClassName="flex min-h-12 items-center justify-center gap-2 rounded-xl font-medium"
          selectedClassName="bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950"
          renderTab={(name) => (
            <>
              {name === 'live' ? <LiveDot tone={tab === name ? 'dark' : 'red'} /> : <TrophyIcon />}
              {t(`home.tab_${name}`)}
            </>
          )}
        >
          {tab === 'live' ? <LiveTab /> : <EndedTab kind={kind} />}
        </HashTabs>
      </section>
      <SidePanel />
    </div>
  );
}
