import { stepDeskQuery, type StepDeskTicket } from '@sanam/contract/step-desk.ts';
import { STEP_TICKET_STATUSES, type StepTicketStatus } from '@sanam/contract/steps.ts';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useQueueFilter } from '../../../lib/use-list-filter.ts';
import { Badge, PageHeader } from '../../../ui/card.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { SearchBox } from '../../../ui/search-box.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useStepTickets } from '../api/step-tickets.ts';
import { TicketDetailDialog } from './ticket-detail-dialog.tsx';
import { baht, odds, TICKET_TONE } from './ticket-text.ts';
import { MemberFileLink } from '../../../ui/member-link.tsx';

const PAGE_SIZE = 50;
const MEMBER_TEXT_MAX = 64;
type StatusFilter = StepTicketStatus | 'all';
const STATUSES: readonly StatusFilter[] = ['all', ...STEP_TICKET_STATUSES];

/**
 * /step-tickets (every console role, read only): every member's step tickets, found by the member
 * (phone, username, name or #id) and the status; a ticket opens with its legs, rounds and results.
 */
export function StepTicketsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const filter = useQueueFilter<StatusFilter>('all');
  const { q, status, offset } = filter;
  // the server's own rule (contract stepDeskQuery): what it would refuse is never sent
  const query = stepDeskQuery.parse({
    member: q.slice(0, MEMBER_TEXT_MAX) || undefined,
    status: status === 'all' ? undefined : status,
    limit: PAGE_SIZE,
    offset,
  });
  const tickets = useStepTickets(query);
  const [open, setOpen] = useState<StepDeskTicket | null>(null);

  const memberCell = (ticket: StepDeskTicket) => (
    <div className="flex items-start gap-2">
      <button
        type="button"
        className="text-left hover:text-gold-300"
        title={t('tickets.filter.by_member', { username: ticket.member_username })}
        onClick={() => filter.setSearch(`#${ticket.member_id}`)}
      >
        <span className="block font-medium text-ink-100" translate="no">
          {ticket.member_username}
        </span>
        <span className="block text-xs text-ink-300 tabular">{ticket.member_phone}</span>
      </button>
      <MemberFileLink id={ticket.member_id} name={ticket.member_username} />
    </div>
  );
  const openButton = (ticket: StepDeskTicket) => (
    <button
      type="button"
      className="font-medium text-gold-300 hover:text-gold-200"
      onClick={() => setOpen(ticket)}
    >
      {t('tickets.open', { id: ticket.id })}
    </button>
  );
  const statusBadge = (ticket: StepDeskTicket) => (
    <Badge tone={TICKET_TONE[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>
  );

  return (
    <>
      <PageHeader
        title={t('nav.step_tickets')}
        actions={
          tickets.isFetching && !tickets.isPending ? (
            <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
          ) : undefined
        }
      />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <SegmentedControl
          label={t('tickets.filter.status')}
          options={STATUSES.map((value) => ({ value, label: t(`tickets.status.${value}`) }))}
          value={status}
          onChange={filter.setStatus}
        />
        <SearchBox
          id="step-ticket-search"
          label={t('tickets.filter.member')}
          placeholder={t('tickets.filter.member_placeholder')}
          value={filter.search}
          onChange={filter.setSearch}
          maxLength={MEMBER_TEXT_MAX}
        />
      </div>

      <PagedResults
        query={tickets}
        emptyText={q || status !== 'all' ? t('tickets.empty_filtered') : t('tickets.empty')}
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <TableOrCards
            minWidthClass="min-w-[760px]"
            rows={items}
            rowClassName="hover:bg-ink-700/40"
            columns={[
              { key: 'id', label: t('tickets.col.ticket'), cell: openButton },
              {
                key: 'placed',
                label: t('tickets.col.placed'),
                cellClassName: 'tabular whitespace-nowrap text-ink-300',
                cell: (ticket) => formatDateTime(ticket.created_at, lang),
              },
              { key: 'member', label: t('tickets.col.member'), cell: memberCell },
              {
                key: 'legs',
                label: t('tickets.col.legs'),
                cellClassName: 'tabular',
                cell: (ticket) =>
                  t('tickets.legs_settled', { settled: ticket.legs_settled, count: ticket.legs_count }),
              },
              {
                key: 'stake',
                label: t('tickets.col.stake'),
                cellClassName: 'tabular text-right',
                cell: (ticket) => baht(t, ticket.amount),
              },
              {
                key: 'odds',
                label: t('tickets.col.odds'),
                cellClassName: 'tabular text-right',
                cell: (ticket) => odds(t, ticket.odds),
              },
              {
                key: 'payout',
                label: t('tickets.col.payout'),
                cellClassName: 'tabular text-right',
                cell: (ticket) => (ticket.payout === null ? t('tickets.none') : baht(t, ticket.payout)),
              },
              { key: 'status', label: t('tickets.col.status'), cell: statusBadge },
            ]}
            cardClassName="text-sm"
            card={(ticket) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  {openButton(ticket)}
                  {statusBadge(ticket)}
                </div>
                <div className="mt-1.5 flex items-start justify-between gap-2">
                  {memberCell(ticket)}
                  <span className="tabular shrink-0 text-xs text-ink-300">
                    {formatDateTime(ticket.created_at, lang)}
                  </span>
                </div>
                <p className="tabular mt-1.5 text-xs text-ink-200">
                  {t('tickets.card_line', {
                    legs: t('tickets.legs_settled', {
                      settled: ticket.legs_settled,
                      count: ticket.legs_count,
                    }),
                    stake: baht(t, ticket.amount),
                    odds: odds(t, ticket.odds),
                    payout: ticket.payout === null ? t('tickets.none') : baht(t, ticket.payout),
                  })}
                </p>
              </>
            )}
          />
        )}
      </PagedResults>

      {open && <TicketDetailDialog ticket={open} onClose={() => setOpen(null)} />}
    </>
  );
}
