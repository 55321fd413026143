import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminEvent } from '@sanam/contract/events.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, Card } from '../../../ui/card.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';

export type EventCommand = 'edit' | 'open' | 'close' | 'odds' | 'settle' | 'cancel' | 'correct';

const stateTone = {
  draft: 'muted',
  open: 'success',
  closed: 'gold',
  settled: 'muted',
  cancelled: 'danger',
} as const;

/** What each state lets an operator do (the server holds the same rules and answers 409 otherwise). */
const commandsOf: Record<AdminEvent['state'], EventCommand[]> = {
  draft: ['edit', 'open', 'cancel'],
  open: ['odds', 'close', 'settle', 'cancel'],
  closed: ['settle', 'cancel'],
  // a settled result is corrected by a regrade with a reason; a cancelled one never
  settled: ['correct'],
  cancelled: [],
};

/** One event: its state, closing time, the book per option with the house result per outcome, the actions. */
export function EventCard({ event, onCommand }: { event: AdminEvent; onCommand: (c: EventCommand) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useIsDesktop();
  const winner = event.options.find((o) => o.key === event.winner);
  const columns = [
    { key: 'option', label: t('events.col.option') },
    { key: 'odds', label: t('events.col.odds'), align: 'right' as const },
    { key: 'staked', label: t('events.col.staked'), align: 'right' as const },
    { key: 'bets', label: t('events.col.bets'), align: 'right' as const },
    { key: 'house', label: t('events.col.house_result'), align: 'right' as const },
  ];
  return (
    <Card className="p-4">
      <article aria-label={event.question}>
        <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold text-ink-100">{event.question}</h2>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-300">
              <Badge tone={stateTone[event.state]}>{t(`events.state.${event.state}`)}</Badge>
              <span>#{event.id}</span>
              <span>
                {event.closes_at
                  ? t('events.closes_at_value', { time: formatDateTime(event.closes_at, lang) })
                  : t('events.no_closing')}
              </span>
              {event.is_past_closing && (event.state === 'open' || event.state === 'draft') && (
                <span className="text-danger">{t('events.past_closing')}</span>
              )}
              {winner && <span className="text-gold-300">{t('events.winner', { label: winner.label })}</span>}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {commandsOf[event.state].map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === 'settle' ? 'primary' : c === 'cancel' ? 'danger' : 'secondary'}
                onClick={() => onCommand(c)}
              >
                {t(c === 'edit' ? 'events.edit' : `events.action.${c}`)}
              </Button>
            ))}
          </div>
        </div>
        {!isDesktop ? (
          // a phone: each option's book on two lines, nothing behind a sideways scroll
          <ul className="divide-y divide-ink-700 rounded-xl border border-ink-700 text-sm">
            {event.options.map((o) => (
              <li key={o.key} className={`px-3 py-2 ${o.key === event.winner ? 'bg-gold-500/10' : ''}`}>
                <p className="flex items-start justify-between gap-3">
                  <span className="min-w-0 break-words text-ink-100">
                    {o.label}{' '}
                    {o.key === event.winner && <Badge tone="gold">{t('events.winner_badge')}</Badge>}
                  </span>
                  <span className="text-gold-300 tabular-nums">{o.odds.toFixed(2)}</span>
                </p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-300">
                  <div className="flex gap-1">
                    <dt>{t('events.col.staked')}</dt>
                    <dd className="text-ink-200 tabular-nums">{formatBaht(o.staked, lang)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('events.col.bets')}</dt>
                    <dd className="text-ink-200 tabular-nums">{formatCount(o.bets, lang)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t('events.col.house_result')}</dt>
                    <dd className={`tabular-nums ${o.house_result < 0 ? 'text-danger' : 'text-success'}`}>
                      {formatBaht(o.house_result, lang)}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <DataTable minWidthClass="min-w-[560px]" columns={columns}>
            <tbody className="divide-y divide-ink-700">
              {event.options.map((o) => (
                <tr key={o.key} className={o.key === event.winner ? 'bg-gold-500/10' : undefined}>
                  <td className="px-3 py-2 text-ink-100">
                    {o.label}{' '}
                    {o.key === event.winner && <Badge tone="gold">{t('events.winner_badge')}</Badge>}
                  </td>
                  <td className="px-3 py-2 text-right text-gold-300 tabular-nums">{o.odds.toFixed(2)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatBaht(o.staked, lang)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatCount(o.bets, lang)}</td>
                  <td
                    className={`px-3 py-2 text-right tabular-nums ${o.house_result < 0 ? 'text-danger' : 'text-success'}`}
                  >
                    {formatBaht(o.house_result, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <p className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-ink-300">
          <span>
            {t('events.total', {
              amount: formatBaht(event.total_staked, lang),
              bets: formatCount(event.bets, lang),
            })}
          </span>
          <span>{t('events.legend')}</span>
        </p>
      </article>
    </Card>
  );
}
