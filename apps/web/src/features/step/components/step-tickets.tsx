// "My step tickets": each ticket's state, stake, combined odds, how many legs have a result and what
// it paid (or may pay); a ticket expands to its legs and their states (step_details). Newest first,
// a page at a time; loading, empty and error states.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StepLegStatus, StepTicket, StepTicketStatus } from '@sanam/contract/steps.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { useRateName } from '../../../lib/rate-name.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ChevronDownIcon, HistoryIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { MorePages } from '../../../ui/more-pages.tsx';
import { Skeleton, SkeletonCards, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { stepKeys, useStepTicket, useStepTickets } from '../api/step-api.ts';
import { formatOdds } from './round-list.tsx';

const TICKET_TONE: Record<StepTicketStatus, BadgeTone> = {
  pending: 'warning',
  won: 'success',
  lost: 'red',
  refunded: 'neutral',
};
const LEG_TONE: Record<StepLegStatus, BadgeTone> = {
  pending: 'warning',
  won: 'success',
  lost: 'red',
  void: 'neutral',
};
const dot = { red: 'bg-red-side', blue: 'bg-blue-side' } as const;

function TicketLegs({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const rateName = useRateName();
  const details = useStepTicket(ticketId, true);
  if (!details.data) {
    return details.isError ? (
      <ErrorState
        isCompact
        message={t('step_page.details_failed')}
        onRetry={() => void details.refetch()}
        isRetrying={details.isFetching}
      />
    ) : (
      <SkeletonList label={t('step_page.details_loading')}>
        <div className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </SkeletonList>
    );
  }
  return (
    <ul
      aria-label={t('step_page.ticket_legs', { id: ticketId })}
      className="divide-y divide-ink-700 rounded-xl bg-ink-900/60 ring-1 ring-ink-600/60"
    >
      {details.data.legs.map((leg) => {
        const team =
          (leg.type === 'red' ? leg.red_cow_name : leg.blue_cow_name) || t(`step_page.side.${leg.type}`);
        return (
          <li key={leg.id} className="flex items-center gap-3 px-3 py-2.5">
            <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${dot[leg.type]}`} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-ink-100">
                {t(`step_page.side.${leg.type}`)} · {team}
              </p>
              <p className="text-xs break-words text-ink-300">
                {leg.round_name} · {rateName(leg.rate_name)} · x{formatOdds(leg.odds)}
              </p>
            </div>
            <Badge tone={LEG_TONE[leg.status]}>{t(`step_page.leg_status.${leg.status}`)}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

function TicketCard({ ticket }: { ticket: StepTicket }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const dateTime = useDateTime();
  const [isOpen, setIsOpen] = useState(false);
  const baht = (value: number) => t('step_page.baht', { amount: formatBaht(value) });
  const legsId = `step-ticket-${ticket.id}-legs`;
  return (
    <li
      aria-label={t('step_page.ticket_no', { id: ticket.id })}
      className="rounded-[var(--radius-card)] bg-ink-800 p-3.5 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ink-100">
            {t('step_page.ticket_no', { id: ticket.id })}
            <span className="ml-2 text-sm font-normal text-ink-300">
              {t('step_page.legs_count_short', { count: ticket.legs_count })}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-ink-300">
            <time dateTime={ticket.created_at}>{dateTime(ticket.created_at)}</time>
          </p>
        </div>
        <Badge tone={TICKET_TONE[ticket.status]}>{t(`step_page.status.${ticket.status}`)}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg bg-ink-900/60 px-3 py-2 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-ink-300">{t('step_page.stake')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">{baht(ticket.amount)}</dd>
        </div>
        <div>
          <dt className="text-ink-300">{t('step_page.combined_odds')}</dt>
          <dd className="font-medium text-gold-400 tabular-nums">x{formatOdds(ticket.odds)}</dd>
        </div>
        <div>
          <dt className="text-ink-300">{t('step_page.settled_legs')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">
            {ticket.legs_settled}/{ticket.legs_count}
          </dd>
        </div>
        <div>
          <dt className="text-ink-300">
            {ticket.payout === null ? t('step_page.potential') : t('step_page.paid')}
          </dt>
          <dd
            className={`font-semibold tabular-nums ${ticket.payout === null ? 'text-ink-100' : ticket.payout > 0 ? 'text-success' : 'text-danger'}`}
          >
            {baht(ticket.payout ?? ticket.potential_payout)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={legsId}
        onClick={() => setIsOpen((open) => !open)}
        className="mt-2 flex min-h-9 w-full items-center justify-center gap-1.5 rounded-lg text-sm text-gold-400 transition hover:bg-ink-700/60 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        {isOpen ? t('step_page.details_hide') : t('step_page.details_show')}
        <ChevronDownIcon className={`transition ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      {isOpen ? (
        <div id={legsId} className="mt-2">
          <TicketLegs ticketId={ticket.id} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * A settled ticket moves the balance, which the profile poll (or a BALANCE event) brings in: read the
 * tickets again then, rather than at the next tickets poll, so a win shows as the money arrives.
 */
function useRefreshOnBalance() {
  const queryClient = useQueryClient();
  const balance = useAuth().user?.balance;
  const seen = useRef(balance);
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    void queryClient.invalidateQueries({ queryKey: stepKeys.all });
  }, [balance, queryClient]);
}

export function StepTickets() {
  const { t } = useTranslation();
  const tickets = useStepTickets();
  useRefreshOnBalance();
  const items = useMemo(() => tickets.data?.pages.flatMap((page) => page.items) ?? null, [tickets.data]);

  let body;
  if (!items) {
    body = tickets.isError ? (
      <ErrorState
        message={t('step_page.tickets_failed')}
        onRetry={() => void tickets.refetch()}
        isRetrying={tickets.isFetching}
      />
    ) : (
      <SkeletonCards label={t('step_page.tickets_loading')} count={2}>
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-10 w-full" />
      </SkeletonCards>
    );
  } else if (items.length === 0 && !tickets.hasNextPage) {
    body = (
      <EmptyState
        icon={<HistoryIcon />}
        title={t('step_page.tickets_empty_title')}
        text={t('step_page.tickets_empty_text')}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('step_page.tickets_title')} className="grid gap-2.5 lg:grid-cols-2 lg:items-start">
          {items.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
        <MorePages
          query={tickets}
          loadMoreLabel={t('step_page.load_more')}
          endLabel={t('step_page.tickets_end')}
          errorTitle={t('step_page.tickets_failed')}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="step-tickets-title" className="mt-8">
      <h2 id="step-tickets-title" className="mb-3 text-lg font-semibold text-ink-100">
        {t('step_page.tickets_title')}
      </h2>
      {body}
    </section>
  );
}
