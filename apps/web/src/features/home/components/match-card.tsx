// One running round on the live tab (spec §2): a link to its room (or its pre-fight page) showing the
// round, the two corners, the current rate while betting is open, and whether it takes bets now.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Match } from '@sanam/contract/matches.ts';
import { rateText } from '@sanam/contract/odds.ts';
import { Badge } from '../../../ui/badge.tsx';
import { LiveDot } from '../../../ui/live-dot.tsx';
import { isRateOpen, matchPath } from './match-grouping.ts';

type BettingState = 'open' | 'paused' | 'no_rate';

/**
 * Spec §2 reads "open for betting" when now_rate_name exists, else "no rate yet". Our server keeps the
 * last rate while the operator pauses betting, so a rate with betting closed says "paused" rather
 * than promise a bet the member cannot place (docs/decisions.md).
 */
function bettingState(m: Match): BettingState {
  if (!m.now_rate_name) return 'no_rate';
  return isRateOpen(m) ? 'open' : 'paused';
}

function currentRateText(m: Match, lang: 'th' | 'en'): string | null {
  const { now_red_rate_1, now_red_rate_2, now_blue_rate_1, now_blue_rate_2 } = m;
  if (!isRateOpen(m)) return null;
  if (
    now_red_rate_1 === null ||
    now_red_rate_2 === null ||
    now_blue_rate_1 === null ||
    now_blue_rate_2 === null
  )
    return m.now_rate_name;
  return rateText(
    {
      red_rate_1: now_red_rate_1,
      red_rate_2: now_red_rate_2,
      blue_rate_1: now_blue_rate_1,
      blue_rate_2: now_blue_rate_2,
    },
    lang,
  );
}

/** The favourite's colour, for the rate text: red when red lays more than it wins, blue likewise. */
function favourite(m: Match): 'red' | 'blue' | null {
  if (m.now_red_rate_1 !== null && m.now_red_rate_2 !== null && m.now_red_rate_1 > m.now_red_rate_2)
    return 'red';
  if (m.now_blue_rate_1 !== null && m.now_blue_rate_2 !== null && m.now_blue_rate_1 > m.now_blue_rate_2)
    return 'blue';
  return null;
}

export function MatchCard({ match }: { match: Match }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  const state = bettingState(match);
  const rate = currentRateText(match, lang);
  const fav = favourite(match);

  return (
    <Link
      to={matchPath(match)}
      className={`group block rounded-xl bg-ink-900/70 p-3 ring-1 transition hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-gold-400 ${
        state === 'open' ? 'ring-success/35 hover:ring-success/60' : 'ring-ink-600/60 hover:ring-gold-500/50'
      }`}
    >
      {/* the badges move under the round's name when both do not fit: nothing runs past the card
          (at 390 px a pre-fight card's badges would run past its stadium card), and Thai is never cut */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <span className="min-w-0 flex-[1_1_10rem] font-medium break-words text-ink-100">
          {match.round_name}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {match.is_prefight ? <Badge tone="gold">{t('home.match.prefight')}</Badge> : null}
          {state === 'open' ? (
            <Badge tone="success" icon={<LiveDot tone="success" className="size-2 [&>span]:size-2" />}>
              {t('home.match.open')}
            </Badge>
          ) : state === 'paused' ? (
            <Badge tone="warning">{t('home.match.paused')}</Badge>
          ) : (
            <Badge tone="neutral">{t('home.match.no_rate')}</Badge>
          )}
        </span>
      </div>

      <div className="mt-2.5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
        <p className="flex min-w-0 items-center gap-2 rounded-lg bg-red-side/12 px-2.5 py-2 ring-1 ring-red-side/30">
          <span className="size-2.5 shrink-0 rounded-full bg-red-side" aria-hidden="true" />
          <span className="sr-only">{t('home.match.red_corner')} </span>
          <span className="min-w-0 text-sm font-medium break-words text-ink-100">{match.red_cow_name}</span>
        </p>
        <span className="text-xs font-semibold tracking-wider text-ink-300" aria-hidden="true">
          VS
        </span>
        <p className="flex min-w-0 items-center justify-end gap-2 rounded-lg bg-blue-side/12 px-2.5 py-2 ring-1 ring-blue-side/35">
          <span className="sr-only">{t('home.match.blue_corner')} </span>
          <span className="min-w-0 text-right text-sm font-medium break-words text-ink-100">
            {match.blue_cow_name}
          </span>
          <span className="size-2.5 shrink-0 rounded-full bg-blue-side" aria-hidden="true" />
        </p>
      </div>

      {rate ? (
        <p className="mt-2 flex items-center justify-center gap-2 text-sm">
          <span className="text-ink-300">{t('home.match.rate')}</span>
          <span
            className={`rounded-md px-2 py-0.5 font-semibold tabular-nums ${
              fav === 'red'
                ? 'bg-red-side/15 text-red-side'
                : fav === 'blue'
                  ? 'bg-blue-side/20 text-[#7aa5ff]'
                  : 'bg-ink-700 text-ink-100'
            }`}
          >
            {rate}
          </span>
        </p>
      ) : null}
    </Link>
  );
}
