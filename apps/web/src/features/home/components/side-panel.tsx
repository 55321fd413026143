// Spec §2 side panel: collapsible sections program of the day, coin-redeem event, deposit, withdraw and
// contact admin; program and event open by default. On wide screens, where the panel stands beside the
// list, it also leads to the games and step bets, which phones have above the list instead (never both).
import { COIN_MIN_STAKE_BAHT } from '@sanam/contract/stakes.ts';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_MAX_NON_VIP_BAHT, WITHDRAW_MIN_BAHT } from '@sanam/contract/constants.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { formatWhole } from '@sanam/contract/money.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { formatCoins } from '../../../lib/format.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Collapsible } from '../../../ui/collapsible.tsx';
import {
  CalendarIcon,
  CoinIcon,
  DepositIcon,
  GamepadIcon,
  GiftIcon,
  HeadsetIcon,
  ShieldIcon,
  WithdrawIcon,
} from '../../../ui/icons.tsx';
import { LiveDot } from '../../../ui/live-dot.tsx';
import { Skeleton, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';
import { useOpenWallet } from '../../../ui/wallet-opener.tsx';
import { useOpenMatches } from '../api/get-open-matches.ts';
import { useStadiums } from '../api/get-stadiums.ts';
import { EventBets } from './event-bets.tsx';
import { GameEntryGrid } from './game-entries.tsx';
import { groupOpenMatches, isRateOpen, matchPath } from './match-grouping.ts';
import { useRoundTime } from '../../../lib/time-format.ts';
import { useIsDesktop } from '../../../lib/use-is-desktop.ts';

function Section({
  icon,
  title,
  defaultOpen = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <Collapsible
      defaultOpen={defaultOpen}
      panelClassName="px-4 pb-4 text-sm leading-relaxed text-ink-300"
      title={
        <>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gold-500/15 text-lg text-gold-400">
            {icon}
          </span>
          <span className="flex-1">{title}</span>
        </>
      }
    >
      {children}
    </Collapsible>
  );
}

/** Today's rounds in start order: the running rounds of listopen, less those of hidden stadiums. */
function ProgramList() {
  const { t } = useTranslation();
  const roundTime = useRoundTime();
  const stadiums = useStadiums();
  const matches = useOpenMatches();

  const rounds = useMemo<Match[] | null>(() => {
    if (!stadiums.data || !matches.data) return null;
    return groupOpenMatches(stadiums.data, matches.data)
      .flatMap((g) => g.matches)
      .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
  }, [stadiums.data, matches.data]);

  if (!rounds) {
    if (stadiums.isError || matches.isError) {
      return (
        <div className="flex items-center gap-3">
          <p className="flex-1">{t('home.program.error')}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (stadiums.isError) void stadiums.refetch();
              if (matches.isError) void matches.refetch();
            }}
          >
            {t('home.retry')}
          </Button>
        </div>
      );
    }
    return (
      <SkeletonList label={t('home.program.loading')}>
        <div className="space-y-2.5">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </SkeletonList>
    );
  }

  if (rounds.length === 0) return <p>{t('home.program.empty')}</p>;

  return (
    <ol aria-label={t('home.sections.program.title')} className="-mx-1.5 space-y-1">
      {rounds.map((m) => (
        <li key={m.id}>
          <Link
            to={matchPath(m)}
            className="flex items-center gap-3 rounded-lg px-1.5 py-1.5 transition hover:bg-ink-700/60 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <span className="w-12 shrink-0 rounded-md bg-ink-900/80 py-1 text-center text-xs font-medium text-gold-400 tabular-nums ring-1 ring-ink-600/60">
              {roundTime(m.created_at)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block break-words text-ink-100">{m.round_name}</span>
              <span className="block text-xs break-words text-ink-300">
                {m.stadium_name ?? t('home.stadium.other')}
              </span>
            </span>
            {/* a pre-fight round is never "live", even with betting open (its bets are taken before it runs) */}
            {m.is_prefight ? (
              <span className="text-xs text-gold-400">{t('home.match.prefight')}</span>
            ) : isRateOpen(m) ? (
              <span className="flex items-center gap-1.5 text-xs font-medium text-success">
                <LiveDot tone="success" />
                {t('home.program.live')}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ol>
  );
}

const actionLink =
  'mt-3 inline-flex min-h-11 items-center gap-2 px-4 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400';

export function SidePanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const openWallet = useOpenWallet();
  // the games are here only where the panel stands beside the list; phones have the row above it
  const isWide = useIsDesktop();

  return (
    <aside aria-label={t('home.side_panel')} className="space-y-3">
      <Section icon={<CalendarIcon />} title={t('home.sections.program.title')} defaultOpen>
        <ProgramList />
      </Section>

      {isWide ? (
        <Section icon={<GamepadIcon />} title={t('game_entry.title')} defaultOpen>
          <GameEntryGrid />
        </Section>
      ) : null}

      <Section icon={<GiftIcon />} title={t('home.sections.event.title')} defaultOpen>
        {user ? <EventBets /> : null}
        <p>{t('home.sections.event.text', { amount: COIN_MIN_STAKE_BAHT })}</p>
        {user ? (
          <p className="mt-3 flex items-center justify-between rounded-xl bg-ink-900/70 px-3 py-2.5 ring-1 ring-ink-600/60">
            <span>{t('home.sections.event.your_coins')}</span>
            <span className="flex items-center gap-1.5 text-base font-semibold text-gold-400 tabular-nums">
              <CoinIcon />
              {formatCoins(user.event_point)}
            </span>
          </p>
        ) : null}
        <Link
          to="/redeem"
          className={`${actionLink} rounded-xl bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950 hover:from-gold-300 hover:to-gold-500`}
        >
          <GiftIcon />
          {t('home.sections.event.cta')}
        </Link>
      </Section>

      <Section icon={<DepositIcon />} title={t('home.sections.deposit.title')}>
        <p>{t('home.sections.deposit.text')}</p>
        {openWallet ? (
          <Button
            className="mt-3"
            variant="secondary"
            icon={<DepositIcon className="text-success" />}
            onClick={() => openWallet('deposit')}
          >
            {t('home.sections.deposit.cta')}
          </Button>
        ) : null}
      </Section>

      <Section icon={<WithdrawIcon />} title={t('home.sections.withdraw.title')}>
        <p>
          {t('home.sections.withdraw.text', {
            min: formatWhole(WITHDRAW_MIN_BAHT),
            max: formatWhole(WITHDRAW_MAX_NON_VIP_BAHT),
          })}
        </p>
        {openWallet ? (
          <Button
            className="mt-3"
            variant="secondary"
            icon={<WithdrawIcon className="text-red-side" />}
            onClick={() => openWallet('withdraw')}
          >
            {t('home.sections.withdraw.cta')}
          </Button>
        ) : null}
      </Section>

      <Section icon={<ShieldIcon />} title={t('home.sections.play.title')}>
        <p>{t('home.sections.play.text')}</p>
        <Link
          to="/play"
          className={`${actionLink} rounded-xl bg-ink-800 text-ink-100 ring-1 ring-ink-600 hover:bg-ink-700`}
        >
          <ShieldIcon className="text-gold-400" />
          {t('home.sections.play.cta')}
        </Link>
      </Section>

      <Section icon={<HeadsetIcon />} title={t('home.sections.contact.title')}>
        <p>{t('home.sections.contact.text')}</p>
        <SupportLink className={`${actionLink} rounded-full bg-success/90 text-white hover:bg-success`} />
      </Section>
    </aside>
  );
}
