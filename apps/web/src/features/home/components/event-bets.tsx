// Spec §2 side panel "event" section: the open events (question, closing time, options
// with their odds), a bet dialog per option, and the member's own bets on each event. The operator's
// changes arrive over the socket (use-events-socket.ts), not by polling.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventBet, EventOption, QuizEvent } from '@sanam/contract/events.ts';
import { useQuiz } from '../../../lib/event-bets.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useRoundTime } from '../../../lib/time-format.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { Skeleton, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { EventBetDialog, formatOdds } from './event-bet-dialog.tsx';
import { useEventsSocket } from '../api/use-events-socket.ts';

const statusTone: Record<EventBet['status'], BadgeTone> = {
  placed: 'neutral',
  won: 'success',
  lost: 'red',
  refunded: 'warning',
};

function MyBets({ bets }: { bets: EventBet[] }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  if (bets.length === 0) return null;
  return (
    <div className="mt-2.5 border-t border-ink-700 pt-2">
      <p className="text-xs text-ink-400">{t('events.my_bets')}</p>
      <ul className="mt-1 space-y-1">
        {bets.map((b) => (
          <li key={b.id} className="flex items-center justify-between gap-2 text-xs">
            <span className="min-w-0 break-words text-ink-200 tabular-nums">
              {t('events.my_bet', { label: b.label, amount: formatBaht(b.amount), odds: formatOdds(b.odds) })}
            </span>
            <Badge tone={statusTone[b.status]}>{t(`events.status.${b.status}`)}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EventCard({ event, onPick }: { event: QuizEvent; onPick: (option: EventOption) => void }) {
  const { t } = useTranslation();
  const roundTime = useRoundTime();
  return (
    <li className="rounded-xl bg-ink-900/70 p-3 ring-1 ring-ink-600/60">
      <p className="font-medium text-ink-100">{event.question}</p>
      <p className="mt-0.5 text-xs text-ink-400">
        {event.closes_at
          ? t('events.closes_at', { time: roundTime(event.closes_at) })
          : t('events.no_closing')}
      </p>
      <div
        role="group"
        aria-label={t('events.options_label', { question: event.question })}
        className="mt-2.5 grid grid-cols-2 gap-2"
      >
        {event.options.map((o) => (
          <button
            key={o.key}
            type="button"
            aria-label={t('events.option_button', { label: o.label, odds: formatOdds(o.odds) })}
            onClick={() => onPick(o)}
            className="flex min-h-11 items-center justify-between gap-2 rounded-lg bg-ink-800 px-3 py-2 text-left ring-1 ring-ink-600 transition hover:bg-ink-700 hover:ring-gold-500/60 focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <span className="min-w-0 leading-snug break-words text-ink-100">{o.label}</span>
            <span className="shrink-0 font-semibold text-gold-400 tabular-nums">{formatOdds(o.odds)}</span>
          </button>
        ))}
      </div>
      <MyBets bets={event.my_bets} />
    </li>
  );
}

export function EventBets() {
  const { t } = useTranslation();
  const titleId = useId();
  const quiz = useQuiz();
  // odds and state arrive over the socket while the list is shown
  useEventsSocket(true);
  const [choice, setChoice] = useState<{ event: QuizEvent; option: EventOption } | null>(null);

  let body;
  if (quiz.data) {
    body =
      quiz.data.length === 0 ? (
        <p className="text-ink-300">{t('events.empty')}</p>
      ) : (
        <ul aria-label={t('events.title')} className="space-y-2.5">
          {quiz.data.map((e) => (
            <EventCard key={e.id} event={e} onPick={(option) => setChoice({ event: e, option })} />
          ))}
        </ul>
      );
  } else if (quiz.isError) {
    body = (
      <div className="flex items-center gap-3">
        <p className="flex-1">{t('events.error')}</p>
        <Button size="sm" variant="outline" isLoading={quiz.isFetching} onClick={() => void quiz.refetch()}>
          {t('events.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <SkeletonList label={t('events.loading')}>
        <Skeleton className="h-28" />
      </SkeletonList>
    );
  }

  return (
    <section aria-labelledby={titleId} className="mb-4">
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-gold-400">
        {t('events.title')}
      </h3>
      {body}
      <EventBetDialog
        choice={choice}
        current={choice ? (quiz.data?.find((e) => e.id === choice.event.id) ?? null) : null}
        onClose={() => setChoice(null)}
      />
    </section>
  );
}
