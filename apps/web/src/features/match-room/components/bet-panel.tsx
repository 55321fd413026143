// Spec §2 bet panel: two large buttons, red and blue, with team names and the current rate ("waiting
// for rate" while betting is closed or no rate exists); tie (and no-tie when offered) while tie
// betting is open; "match ended" with the result once the match is over. Which button takes a bet is
// the contract's stake rule set (room-stake.ts): a side closed on its own is greyed out and says so
// while the other sides take bets; tie reopened after the close is said plainly, with red and blue
// off; no-tie, paid on red and blue, is off with the reason whenever either of them is. A last call
// counts down above the buttons, and at zero every button is off until the server's close arrives.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetSide, Match } from '@sanam/contract/matches.ts';
import type { Refusal } from '@sanam/contract/wager-rules.ts';
import { problemText } from '../../../lib/stake-check.ts';
import { LockIcon, TrophyIcon } from '../../../ui/icons.tsx';
import { LastCallBanner } from './last-call-banner.tsx';
import {
  formatMultiplier,
  isRunning,
  rateDisplayName,
  resultKey,
  shownRateText,
  sideOdds,
  teamImage,
  teamName,
  type CurrentRate,
  type TeamSide,
} from './match-view.ts';
import { sideRefusal } from './room-stake.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';

const sideStyle: Record<TeamSide, { button: string; glow: string }> = {
  red: {
    button: 'from-red-side to-red-side-dark focus-visible:outline-red-side',
    glow: 'shadow-[0_10px_30px_-12px_var(--color-red-side)]',
  },
  blue: {
    button: 'from-blue-side to-blue-side-dark focus-visible:outline-blue-side',
    glow: 'shadow-[0_10px_30px_-12px_var(--color-blue-side)]',
  },
};

export function TeamAvatar({ match, className = 'size-14' }: { match: Match; className?: string }) {
  return (
    <span
      className={`flex shrink-0 items-center justify-center rounded-full bg-white/15 p-1.5 ring-2 ring-white/30 ${className}`}
    >
      <img src={teamImage(match.round_type)} alt="" className="size-full" draggable={false} />
    </span>
  );
}

/** Off: greyed out and not pressable (a closed side, a last call run out). */
const offStyle = 'disabled:cursor-not-allowed disabled:opacity-55 disabled:saturate-[.35]';

function TeamButton({
  match,
  side,
  rate,
  refusal,
  isTieOnly,
  onBet,
}: {
  match: Match;
  side: TeamSide;
  rate: CurrentRate | null;
  /** why the side takes no bet now (sideRefusal), or null */
  refusal: Refusal | null;
  /** betting closed, then tie reopened on its own: red and blue are off */
  isTieOnly: boolean;
  onBet: (side: BetSide) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const isClosed = refusal?.key === 'bet.side_closed' || isTieOnly;
  // spec §2: a closed round keeps its buttons, reading "waiting for rate", and says so on place (§5)
  const isOff = refusal !== null && (refusal.key !== 'bet.closed' || isTieOnly);
  const text = shownRateText(match, rate, lang);
  const odds = text && rate && !isClosed ? sideOdds(rate, side) : null;
  const style = sideStyle[side];
  return (
    <button
      type="button"
      disabled={isOff}
      onClick={() => onBet(side)}
      className={`group relative flex min-w-0 flex-col overflow-hidden rounded-2xl bg-gradient-to-b p-3 text-left ring-1 ring-white/15 transition enabled:hover:brightness-110 enabled:active:scale-[0.99] focus-visible:outline-2 focus-visible:outline-offset-2 sm:p-4 ${style.button} ${isOff ? offStyle : style.glow}`}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -top-10 -right-10 size-28 rounded-full bg-white/10 blur-xl"
      />
      <span className="flex min-w-0 items-center gap-2.5">
        <TeamAvatar match={match} className="size-10 sm:size-12" />
        <span className="min-w-0 text-xs font-medium tracking-wide text-white/80">
          {t(`room.side_label.${side}`)}
        </span>
      </span>
      {/* the whole name, under the avatar where the button is widest, wrapping as long as it needs */}
      <span className="mt-2 block text-base leading-normal font-semibold break-words text-white sm:text-lg">
        {teamName(match, side) || t(`room.team_fallback.${side}`)}
      </span>
      <span className="mt-auto block pt-3">
        <span className="block rounded-xl bg-black/25 px-2 py-2 text-center ring-1 ring-white/10">
          {isClosed ? (
            <span className="flex items-center justify-center gap-1.5 text-xl font-semibold text-white sm:text-2xl">
              <LockIcon className="shrink-0 text-lg" />
              {t('betting.side_closed')}
            </span>
          ) : (
            <span className="block text-xl font-semibold text-white tabular-nums sm:text-2xl">
              {text ?? t('room.rate_waiting')}
            </span>
          )}
          {odds ? (
            <span className="block text-xs text-white/75 tabular-nums">{t('room.odds_line', odds)}</span>
          ) : null}
        </span>
      </span>
    </button>
  );
}

function TieButton({
  kind,
  multiplier,
  refusal,
  onBet,
}: {
  kind: 'tie' | 'notie';
  multiplier: number;
  /** why it takes no bet now (sideRefusal), said under it; null: it does */
  refusal: Refusal | null;
  onBet: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="flex flex-1 flex-col gap-1">
      <button
        type="button"
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={onBet}
        className={`flex min-h-12 items-center justify-between gap-2 rounded-xl px-4 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 ${offStyle} ${
          kind === 'tie'
            ? 'bg-gradient-to-b from-tie to-[#0f7a37] text-white shadow-[0_8px_22px_-12px_var(--color-tie)] enabled:hover:brightness-110'
            : 'bg-ink-700 text-ink-100 ring-1 ring-ink-500/70 enabled:hover:bg-ink-600'
        }`}
      >
        <span className="flex items-center gap-1.5">
          {refusal ? <LockIcon className="shrink-0" /> : null}
          {t(kind === 'tie' ? 'room.tie_bet' : 'room.notie_bet')}
        </span>
        <span className="rounded-lg bg-black/20 px-2 py-0.5 text-sm whitespace-nowrap tabular-nums">
          {t('room.payout_multiplier', { multiplier: formatMultiplier(multiplier) })}
        </span>
      </button>
      {refusal ? (
        <p id={reasonId} className="px-1 text-xs text-ink-300">
          {problemText(t, refusal)}
        </p>
      ) : null}
    </div>
  );
}

function EndedPanel({ match }: { match: Match }) {
  const { t } = useTranslation();
  const winner = match.result === 'red' || match.result === 'blue' ? match.result : null;
  return (
    <div className="rounded-2xl bg-gradient-to-b from-ink-700 to-ink-800 p-5 text-center ring-1 ring-gold-500/30">
      <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-gold-500/15 text-2xl text-gold-400 ring-1 ring-gold-500/40">
        <TrophyIcon />
      </span>
      <p className="text-lg font-semibold text-ink-100">{t('room.result.title')}</p>
      <p className="mt-1 text-ink-300">
        {t('room.result.label')}:{' '}
        <span
          className={`font-semibold ${
            winner === 'red'
              ? 'text-red-side'
              : winner === 'blue'
                ? 'text-blue-side'
                : match.result === 'green'
                  ? 'text-tie'
                  : 'text-ink-100'
          }`}
        >
          {t(resultKey(match.result))}
        </span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {(['red', 'blue'] as const).map((side) => (
          <div
            key={side}
            className={`rounded-xl px-3 py-2 break-words ring-1 ${
              side === 'red' ? 'bg-red-side/15 ring-red-side/40' : 'bg-blue-side/15 ring-blue-side/40'
            } ${winner === side ? 'font-semibold text-ink-100' : 'text-ink-300'}`}
          >
            {winner === side ? <TrophyIcon className="mr-1 inline text-gold-400" /> : null}
            {teamName(match, side) || t(`room.team_fallback.${side}`)}
          </div>
        ))}
      </div>
    </div>
  );
}

export function BetPanel({
  match,
  rate,
  onBet,
}: {
  match: Match;
  rate: CurrentRate | null;
  onBet: (side: BetSide) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const lastCallSeconds = useSecondsUntil(match.last_call_at);
  if (!isRunning(match)) return <EndedPanel match={match} />;
  // at zero betting is over here at once; the server's RATE 'closed' follows
  const isLastCallOver = lastCallSeconds === 0;
  const refusalOf = (side: BetSide) =>
    sideRefusal({ match, side, isPrefight: match.is_prefight, isLastCallOver }, rate);
  const isOpen = match.is_open === 1 && !isLastCallOver;
  const isTieOpen = match.is_open_tie === 1;
  const isTieOnly = !isOpen && isTieOpen && !isLastCallOver;
  return (
    <section aria-label={t('room.current_rate')} className="@container space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ring-1 ${
            isOpen
              ? 'bg-success/15 text-success ring-success/40'
              : isTieOnly
                ? 'bg-tie/15 text-tie ring-tie/40'
                : 'bg-ink-700 text-ink-300 ring-ink-500/60'
          }`}
        >
          <span
            className={`size-2 rounded-full ${isOpen ? 'animate-pulse bg-success' : isTieOnly ? 'animate-pulse bg-tie' : 'bg-ink-300'}`}
          />
          {t(isOpen ? 'room.betting_open' : isTieOnly ? 'room.betting_tie_only' : 'room.betting_closed')}
        </span>
        {isOpen && rate?.name ? (
          <span className="min-w-0 text-right text-sm text-ink-300">
            {t('room.current_rate')}:{' '}
            <span className="font-medium text-gold-400">{rateDisplayName(rate, lang)}</span>
          </span>
        ) : null}
      </div>
      {lastCallSeconds !== null ? <LastCallBanner secondsLeft={lastCallSeconds} /> : null}
      {isTieOnly ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl bg-tie/10 px-3 py-2.5 text-sm font-medium text-ink-100 ring-1 ring-tie/40"
        >
          <LockIcon className="mt-0.5 shrink-0 text-tie" />
          {t('room.tie_only_notice')}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {(['red', 'blue'] as const).map((side) => (
          <TeamButton
            key={side}
            match={match}
            side={side}
            rate={rate}
            refusal={refusalOf(side)}
            isTieOnly={isTieOnly}
            onBet={onBet}
          />
        ))}
      </div>
      {isTieOpen ? (
        // side by side only where both fit whole: not in the wide room's side column
        <div className="flex flex-col gap-2 @md:flex-row @md:items-start">
          <TieButton
            kind="tie"
            multiplier={match.tie_multiplier}
            refusal={refusalOf('tie')}
            onBet={() => onBet('tie')}
          />
          {match.notie_multiplier !== null ? (
            <TieButton
              kind="notie"
              multiplier={match.notie_multiplier}
              refusal={refusalOf('notie')}
              onBet={() => onBet('notie')}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
