// Spec §2 home: tabs follow the address hash (#live, #ended). Stadium lists and results are a later
// issue; each tab shows its empty state for now.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LiveIcon, TrophyIcon } from '../../ui/icons.tsx';
import { SidePanel } from './side-panel.tsx';

type HomeTab = 'live' | 'ended';
const TABS: readonly HomeTab[] = ['live', 'ended'];

export function tabFromHash(hash: string): HomeTab {
  return hash === '#ended' ? 'ended' : 'live';
}

export function HomePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const tab = tabFromHash(hash);

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="home-title">
        <h1 id="home-title" className="sr-only">
          {t('home.title')}
        </h1>
        <div
          role="tablist"
          aria-label={t('home.title')}
          className="mb-4 grid grid-cols-2 gap-1 rounded-2xl bg-ink-800 p-1 ring-1 ring-ink-600/60"
        >
          {TABS.map((name) => (
            <Link
              key={name}
              to={{ hash: `#${name}` }}
              role="tab"
              id={`home-tab-${name}`}
              aria-selected={tab === name}
              aria-controls="home-tabpanel"
              className={`flex min-h-12 items-center justify-center gap-2 rounded-xl font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400 ${
                tab === name
                  ? 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950'
                  : 'text-ink-300 hover:text-ink-100'
              }`}
            >
              {name === 'live' ? (
                <span className="relative flex size-2.5" aria-hidden="true">
                  <span
                    className={`absolute inline-flex size-full animate-ping rounded-full ${tab === name ? 'bg-red-side-dark' : 'bg-red-side'} opacity-60`}
                  />
                  <span
                    className={`relative inline-flex size-2.5 rounded-full ${tab === name ? 'bg-red-side-dark' : 'bg-red-side'}`}
                  />
                </span>
              ) : (
                <TrophyIcon />
              )}
              {t(`home.tab_${name}`)}
            </Link>
          ))}
        </div>
        <div role="tabpanel" id="home-tabpanel" aria-labelledby={`home-tab-${tab}`}>
          {tab === 'live' ? (
            <EmptyState
              icon={<LiveIcon />}
              title={t('home.live_empty_title')}
              text={t('home.live_empty_text')}
            />
          ) : (
            <EmptyState
              icon={<TrophyIcon />}
              title={t('home.ended_empty_title')}
              text={t('home.ended_empty_text')}
            />
          )}
        </div>
      </section>
      <SidePanel />
    </div>
  );
}
