// Spec §2 "banner links": the ways into the five game launch pages (/play/<game>) and the
// step bets page (/step), each with its art. On phones the home page shows them as a banner and a row
// of tiles above the match list (one tap); on wide screens the side panel beside the list holds them
// instead (once at every width).
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STEP_MAX_LEGS, STEP_MIN_LEGS } from '@sanam/contract/steps.ts';
import type { Game } from '../../../lib/game-list.ts';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { M7Art, MpyArt, StepBetArt, StepGameArt, WcArt, WsArt, type GameArtProps } from './game-art.tsx';

interface Entry {
  to: string;
  /** the locale key of the entry's name */
  nameKey: string;
  Art: ComponentType<GameArtProps>;
  /** the tile's background, under the art */
  tone: string;
}

type GameTile = Omit<Entry, 'to'>;

/** One per launch page (/play/<game>), in the order the row shows them; a new game fails to compile until it has its tile. */
const GAME_TILES = {
  m7: { nameKey: 'pages.games.m7', Art: M7Art, tone: 'from-red-side-dark to-[#3f0a14]' },
  mpy: { nameKey: 'pages.games.mpy', Art: MpyArt, tone: 'from-[#6d28d9] to-[#1e1b4b]' },
  ws: { nameKey: 'pages.games.ws', Art: WsArt, tone: 'from-[#0e7490] to-[#082f49]' },
  wc: { nameKey: 'pages.games.wc', Art: WcArt, tone: 'from-[#15803d] to-[#052e16]' },
  step: { nameKey: 'game_entry.step_game', Art: StepGameArt, tone: 'from-blue-side-dark to-[#0b1637]' },
} as const satisfies Record<Game, GameTile>;

const GAME_ROW: readonly Entry[] = Object.entries(GAME_TILES).map(([game, tile]) => ({
  to: `/play/${game}`,
  ...tile,
}));

const STEP_BETS: Entry = {
  to: '/step',
  nameKey: 'game_entry.step_bets.name',
  Art: StepBetArt,
  tone: 'from-gold-700 to-[#2a1d02]',
};

function Tile({ entry, size }: { entry: Entry; size: 'row' | 'panel' }) {
  const { t } = useTranslation();
  const { Art } = entry;
  return (
    <Link
      to={entry.to}
      className="group flex h-full flex-col items-center gap-1.5 rounded-2xl text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <span
        className={`block w-full overflow-hidden rounded-2xl bg-gradient-to-br shadow-[var(--shadow-card)] ring-1 ring-white/10 transition group-hover:ring-gold-400/70 ${
          size === 'row' ? 'aspect-square sm:aspect-[4/3]' : 'aspect-[4/3]'
        } ${entry.tone}`}
      >
        <Art className="size-full transition duration-200 group-hover:scale-105" />
      </span>
      <span
        className={`leading-tight font-medium text-ink-100 group-hover:text-gold-300 ${
          size === 'row' ? 'text-xs sm:text-sm' : 'text-xs'
        }`}
      >
        {t(entry.nameKey)}
      </span>
    </Link>
  );
}

/** The step bets banner: the app's own step page, wider than a game tile; its line of text describes the link. */
function StepBetsBanner() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Link
      to={STEP_BETS.to}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-text`}
      className="group relative flex min-h-20 items-center gap-3 overflow-hidden rounded-[var(--radius-card)] bg-gradient-to-r from-ink-800 via-ink-800 to-gold-700/50 py-2 pr-3 pl-4 shadow-[var(--shadow-card)] ring-1 ring-gold-500/40 transition hover:ring-gold-400/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <span className="min-w-0 flex-1">
        <span id={`${id}-name`} className="block text-lg leading-snug font-semibold text-gold-400">
          {t(STEP_BETS.nameKey)}
        </span>
        <span id={`${id}-text`} className="mt-0.5 block text-sm leading-snug text-ink-200">
          {t('game_entry.step_bets.text', { min: STEP_MIN_LEGS, max: STEP_MAX_LEGS })}
        </span>
      </span>
      <StepBetArt className="h-18 w-24 shrink-0 transition duration-200 group-hover:scale-105 sm:h-20 sm:w-28" />
      <ChevronDownIcon className="shrink-0 -rotate-90 text-xl text-gold-400" />
    </Link>
  );
}

/** Above the match list: the step bets banner, then the five games in one row. */
export function GameBanners() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('game_entry.title')} className="mb-4 space-y-3">
      <StepBetsBanner />
      <ul className="grid grid-cols-5 gap-2 sm:gap-3">
        {GAME_ROW.map((entry) => (
          <li key={entry.to}>
            <Tile entry={entry} size="row" />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side panel's section: step bets first, then the five games, three to a line. */
export function GameEntryGrid() {
  return (
    <ul className="grid grid-cols-3 gap-x-2.5 gap-y-3 pt-1">
      {[STEP_BETS, ...GAME_ROW].map((entry) => (
        <li key={entry.to}>
          <Tile entry={entry} size="panel" />
        </li>
      ))}
    </ul>
  );
}
