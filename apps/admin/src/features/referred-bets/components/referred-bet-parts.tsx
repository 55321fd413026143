// How the desk reads one referred bet, in its row and atop the decision dialogs: whose it is (their
// file one click away), which round (its desk one click away), the side, the stake, the price the
// member saw and the time left before it declines by itself.
import type { ReferredBet } from '@sanam/contract/referrals.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { formatCountdown, useSecondsUntil } from '@sanam/ui/countdown.ts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { MemberLink } from '../../../ui/member-link.tsx';

/** The countdown turns amber under this many seconds. */
const HURRY_SECONDS = 10;

export const baht = (amount: number) => `฿${formatBaht(amount, currentLanguage())}`;

/** "10/9" on a rate (red, blue), "×1.7" on a multiplier (tie, no tie). */
export function priceText(bet: ReferredBet): string {
  if (bet.rate_1 !== null && bet.rate_2 !== null) return `${bet.rate_1}/${bet.rate_2}`;
  if (bet.multiplier !== null) return `×${bet.multiplier}`;
  return '—';
}

/** The words a notice or a button's name gives the bet: "somchai ฿50,000.00". */
export const betWords = (bet: ReferredBet) => ({ member: bet.member_username, amount: baht(bet.amount) });

export const sideWord = (t: TFunction, bet: ReferredBet) => t(`referrals.side.${bet.side}`);

const SIDE_TONE: Record<ReferredBet['side'], string> = {
  red: 'text-red-side',
  blue: 'text-blue-side',
  tie: 'text-tie',
  notie: 'text-ink-100',
};

export function SideName({ bet }: { bet: ReferredBet }) {
  const { t } = useTranslation();
  return <span className={`font-semibold ${SIDE_TONE[bet.side]}`}>{sideWord(t, bet)}</span>;
}

export function MemberCell({ bet, isNew = false }: { bet: ReferredBet; isNew?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col items-start">
      <span className="flex items-center gap-1.5">
        <MemberLink id={bet.member_id} username={bet.member_username} />
        {isNew && <Badge tone="gold">{t('referrals.new')}</Badge>}
      </span>
      <span className="tabular text-xs text-ink-300" translate="no">
        {bet.member_phone}
      </span>
    </span>
  );
}

export function RoundLink({ bet }: { bet: ReferredBet }) {
  return (
    <Link to={`/matches/${bet.match_id}`} className="text-gold-300 hover:underline" translate="no">
      {bet.round_name}
    </Link>
  );
}

export function StateCell({ bet }: { bet: ReferredBet }) {
  const { t } = useTranslation();
  if (bet.state === 'waiting') return <Badge tone="gold">{t('referrals.state.waiting')}</Badge>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge>{t('referrals.state.offered', { amount: baht(bet.offer ?? 0) })}</Badge>
      <span className="text-xs text-ink-300">{t('referrals.state.offered_hint')}</span>
    </span>
  );
}

/** The seconds before the bet declines by itself (the desk's, then the member's to take an offer). */
export function TimeLeft({ bet }: { bet: ReferredBet }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(bet.until) ?? 0;
  const tone = seconds === 0 ? 'text-danger' : seconds <= HURRY_SECONDS ? 'text-warning' : 'text-ink-100';
  return (
    <span
      role="timer"
      aria-live="off"
      aria-label={t('referrals.timer')}
      className={`tabular font-semibold ${tone}`}
    >
      {seconds === 0 ? t('referrals.time_up') : formatCountdown(seconds)}
    </span>
  );
}

/** The bet atop a decision dialog. */
export function BetFacts({ bet }: { bet: ReferredBet }) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('referrals.col.member'), <MemberCell key="m" bet={bet} />],
    [t('referrals.col.round'), <RoundLink key="r" bet={bet} />],
    [t('referrals.col.side'), <SideName key="s" bet={bet} />],
    [
      t('referrals.col.stake'),
      <span key="a" className="tabular font-semibold">
        {baht(bet.amount)}
      </span>,
    ],
    [
      t('referrals.col.price'),
      <span key="p" className="tabular">
        {priceText(bet)}
      </span>,
    ],
    [t('referrals.col.time_left'), <TimeLeft key="t" bet={bet} />],
  ];
  return (
    <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 rounded-lg bg-ink-900/60 p-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-300">{label}</dt>
          <dd className="flex justify-end text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
