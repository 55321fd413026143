// /referred-bets (admins and operators): the big bets waiting for the desk, read every 2 s while the
// page is open, the oldest first. A bet waiting for the desk is accepted (one click: the desk has
// seconds), declined or answered with a smaller stake; an offer waits for its member (the desk may
// still withdraw it). A bet that arrives while the page is open rings (unless this browser muted the
// console's alerts) and stays marked for a few seconds.
import { REFERRAL_SECONDS, type ReferredBet } from '@sanam/contract/referrals.ts';
import { Button } from '@sanam/ui/button.tsx';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAlertSoundOn } from '../../../lib/alert-preferences.ts';
import { playReferralSound } from '../../../lib/alert-sound.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageHeader } from '../../../ui/card.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { QueryResult } from '../../../ui/query-result.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useAcceptReferredBet } from '../api/accept-referred-bet.ts';
import { useReferredBets } from '../api/list-referred-bets.ts';
import { CounterDialog } from './counter-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import {
  baht,
  betWords,
  MemberCell,
  priceText,
  RoundLink,
  SideName,
  sideWord,
  StateCell,
  TimeLeft,
} from './referred-bet-parts.tsx';
import { useArrivals } from './use-arrivals.ts';

const ringForArrival = () => {
  if (isAlertSoundOn()) playReferralSound();
};

const ARRIVAL_LOOK = 'bg-gold-500/10 ring-1 ring-inset ring-gold-500/60';

export function ReferredBetsPage() {
  const { t } = useTranslation();
  const queue = useReferredBets();
  const arrivals = useArrivals(queue.data, ringForArrival);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const [declining, setDeclining] = useState<ReferredBet | null>(null);
  const [countering, setCountering] = useState<ReferredBet | null>(null);
  const done = (text: string) => {
    setDeclining(null);
    setCountering(null);
    setNotice({ tone: 'ok', text });
  };
  const decide: Decisions = {
    onOutcome: setNotice,
    onDecline: (bet) => {
      setNotice(null);
      setDeclining(bet);
    },
    onCounter: (bet) => {
      setNotice(null);
      setCountering(bet);
    },
  };
  const waiting = queue.data?.filter((bet) => bet.state === 'waiting').length ?? 0;

  return (
    <>
      <PageHeader title={t('referrals.title')} />
      <p className="-mt-2 mb-3 max-w-3xl text-sm text-ink-300">
        {t('referrals.intro', { desk: REFERRAL_SECONDS.desk, offer: REFERRAL_SECONDS.offer })}
      </p>
      {queue.data && queue.data.length > 0 && (
        <p aria-live="polite" className="mb-3 text-sm font-medium text-ink-100">
          {t('referrals.summary', { waiting, offered: queue.data.length - waiting })}
        </p>
      )}
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <QueryResult query={queue} emptyText={t('referrals.empty')} keepsDataOnError>
        {(rows) => <Queue rows={rows} arrivals={arrivals} decide={decide} />}
      </QueryResult>
      {declining && <DeclineDialog bet={declining} onDone={done} onClose={() => setDeclining(null)} />}
      {countering && <CounterDialog bet={countering} onDone={done} onClose={() => setCountering(null)} />}
    </>
  );
}

type Decisions = {
  /** what an accept came to: the bet taken, or the server's refusal */
  onOutcome: (notice: NoticeValue) => void;
  onDecline: (bet: ReferredBet) => void;
  onCounter: (bet: ReferredBet) => void;
};

function Queue({
  rows,
  arrivals,
  decide,
}: {
  rows: ReferredBet[];
  arrivals: ReadonlySet<number>;
  decide: Decisions;
}) {
  const { t } = useTranslation();
  const look = (bet: ReferredBet) => (arrivals.has(bet.id) ? ARRIVAL_LOOK : '');
  return (
    <TableOrCards
      minWidthClass="min-w-[880px]"
      rows={rows}
      rowClassName={(bet) => `align-top ${look(bet)}`}
      cardClassName={look}
      columns={[
        {
          key: 'member',
          label: t('referrals.col.member'),
          cell: (bet) => <MemberCell bet={bet} isNew={arrivals.has(bet.id)} />,
        },
        { key: 'round', label: t('referrals.col.round'), cell: (bet) => <RoundLink bet={bet} /> },
        { key: 'side', label: t('referrals.col.side'), cell: (bet) => <SideName bet={bet} /> },
        {
          key: 'stake',
          label: t('referrals.col.stake'),
          align: 'right',
          cellClassName: 'tabular font-semibold text-ink-100 whitespace-nowrap',
          cell: (bet) => baht(bet.amount),
        },
        {
          key: 'price',
          label: t('referrals.col.price'),
          cellClassName: 'tabular',
          cell: priceText,
        },
        { key: 'state', label: t('referrals.col.state'), cell: (bet) => <StateCell bet={bet} /> },
        { key: 'time', label: t('referrals.col.time_left'), cell: (bet) => <TimeLeft bet={bet} /> },
        {
          key: 'actions',
          label: t('referrals.col.actions'),
          srOnly: true,
          align: 'right',
          cell: (bet) => <RowDecisions bet={bet} decide={decide} isStacked />,
        },
      ]}
      card={(bet) => (
        <>
          <div className="flex items-start justify-between gap-2 text-sm">
            <MemberCell bet={bet} isNew={arrivals.has(bet.id)} />
            <span className="text-right">
              <span className="tabular block text-base font-semibold text-ink-100">{baht(bet.amount)}</span>
              <TimeLeft bet={bet} />
            </span>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
            <RoundLink bet={bet} />
            <span className="text-ink-500">·</span>
            <SideName bet={bet} />
            <span className="tabular text-ink-300">{priceText(bet)}</span>
          </p>
          <div className="mt-2">
            <StateCell bet={bet} />
          </div>
          <div className="mt-3">
            <RowDecisions bet={bet} decide={decide} />
          </div>
        </>
      )}
    />
  );
}

/**
 * The desk's decisions while the bet's time runs: a bet waiting for the desk is accepted, answered
 * with a smaller stake or declined; an offer the member has not answered yet can still be withdrawn
 * (declined: the whole stake goes back).
 */
function RowDecisions({
  bet,
  decide,
  isStacked = false,
}: {
  bet: ReferredBet;
  decide: Decisions;
  /** the table's decisions one above the other, so all stay in view beside the other columns */
  isStacked?: boolean;
}) {
  const { t } = useTranslation();
  const accept = useAcceptReferredBet();
  const seconds = useSecondsUntil(bet.until);
  const isOver = seconds === 0;
  const isWaiting = bet.state === 'waiting';
  const words = betWords(bet);

  const onAccept = async () => {
    try {
      const decided = await accept.mutateAsync(bet);
      // the desk's accept is taken, and the stake rules then decide the bet: they may still refuse it
      // (its side closed meanwhile, a cap reached)
      if (decided.status === 'refused' && decided.refusal)
        decide.onOutcome({
          tone: 'error',
          text: t('referrals.refused', { ...words, message: t(decided.refusal) }),
        });
      else
        decide.onOutcome({ tone: 'ok', text: t('referrals.accepted', { ...words, side: sideWord(t, bet) }) });
    } catch (error) {
      // a notice above the list, not in the row: the queue read again may no longer hold the row
      decide.onOutcome({
        tone: 'error',
        text: t('referrals.refused', { ...words, message: errorMessage(error) }),
      });
    }
  };

  return (
    <div className={isStacked ? 'flex flex-col items-stretch gap-1.5' : 'flex flex-wrap justify-end gap-2'}>
      {isWaiting && (
        <>
          <Button
            size="sm"
            variant="primary"
            aria-label={t('referrals.accept_for', words)}
            disabled={isOver}
            isLoading={accept.isPending}
            onClick={() => void onAccept()}
          >
            {t('referrals.accept')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('referrals.counter_for', words)}
            disabled={isOver || accept.isPending}
            onClick={() => decide.onCounter(bet)}
          >
            {t('referrals.counter')}
          </Button>
        </>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="text-danger"
        aria-label={t(isWaiting ? 'referrals.decline_for' : 'referrals.withdraw_for', words)}
        disabled={isOver || accept.isPending}
        onClick={() => decide.onDecline(bet)}
      >
        {t(isWaiting ? 'referrals.decline' : 'referrals.withdraw')}
      </Button>
    </div>
  );
}
