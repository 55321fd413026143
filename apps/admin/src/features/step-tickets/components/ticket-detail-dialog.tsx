import type { StepDeskTicketDetails, StepDeskTicket } from '@sanam/contract/step-desk.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { useStepTicket } from '../api/step-tickets.ts';
import { baht, LEG_TONE, odds, TICKET_TONE } from './ticket-text.ts';

/** One ticket: who placed it, its stake and payout, and every leg with its round, price and result. */
export function TicketDetailDialog({ ticket, onClose }: { ticket: StepDeskTicket; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useStepTicket(ticket.id);
  return (
    <Dialog title={t('tickets.detail.title', { id: ticket.id })} onClose={onClose} topMargin="8vh">
      {details.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : details.isError ? (
        <ErrorState message={errorMessage(details.error)} />
      ) : (
        <TicketDetail ticket={details.data} />
      )}
    </Dialog>
  );
}

function TicketDetail({ ticket }: { ticket: StepDeskTicketDetails }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const facts: Array<[string, string]> = [
    [t('tickets.col.member'), `${ticket.member_username} · ${ticket.member_phone}`],
    [t('tickets.col.placed'), formatDateTime(ticket.created_at, lang)],
    [t('tickets.col.stake'), baht(t, ticket.amount)],
    [t('tickets.col.odds'), odds(t, ticket.odds)],
    [t('tickets.detail.potential'), baht(t, ticket.potential_payout)],
    [t('tickets.col.payout'), ticket.payout === null ? t('tickets.none') : baht(t, ticket.payout)],
    [
      t('tickets.detail.settled_at'),
      ticket.settled_at ? formatDateTime(ticket.settled_at, lang) : t('tickets.none'),
    ],
  ];
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TICKET_TONE[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>
        <span className="text-ink-300">
          {t('tickets.legs_settled', { settled: ticket.legs_settled, count: ticket.legs_count })}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-300">{label}</dt>
            <dd className="tabular text-ink-100" translate="no">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-label={t('tickets.detail.legs')}>
        <h3 className="mb-2 font-semibold text-ink-100">{t('tickets.detail.legs')}</h3>
        <ol className="space-y-2">
          {ticket.legs.map((leg, index) => (
            <li
              key={leg.id}
              aria-label={t('tickets.detail.leg', { n: index + 1 })}
              className="rounded-lg border border-ink-700 bg-ink-900/60 p-3"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-ink-100">
                  <span className="text-ink-300">{index + 1}. </span>
                  <span translate="no">
                    {leg.stadium_name ? `${leg.stadium_name} · ` : ''}
                    {leg.round_name}
                  </span>
                </p>
                <Badge tone={LEG_TONE[leg.status]}>{t(`tickets.leg_status.${leg.status}`)}</Badge>
              </div>
              <p className="mt-1 text-ink-200">
                <span className="text-danger" translate="no">
                  {leg.red_cow_name}
                </span>
                <span className="px-1.5 text-ink-300">{t('tickets.versus')}</span>
                <span className="text-sky-400" translate="no">
                  {leg.blue_cow_name}
                </span>
              </p>
              <dl className="mt-1.5 grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs sm:grid-cols-4">
                <div>
                  <dt className="text-ink-300">{t('tickets.leg.side')}</dt>
                  <dd className="text-ink-100">{t(`tickets.side.${leg.type}`)}</dd>
                </div>
                <div>
                  <dt className="text-ink-300">{t('tickets.leg.rate')}</dt>
                  <dd className="text-ink-100" translate="no">
                    {leg.rate_name}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-300">{t('tickets.col.odds')}</dt>
                  <dd className="tabular text-ink-100">{odds(t, leg.odds)}</dd>
                </div>
                <div>
                  <dt className="text-ink-300">{t('tickets.leg.result')}</dt>
                  <dd className="text-ink-100">
                    {leg.result === null ? t('tickets.leg.no_result') : t(`tickets.result.${leg.result}`)}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
