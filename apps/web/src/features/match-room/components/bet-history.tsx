// Spec §2 bet history rows: type 3 a bet (topic, bet amount, credit deducted, coloured by side);
// type 4 a bill (topic, credit, green when win_amount ≥ 0). Empty: "no bet history".
import { useTranslation } from 'react-i18next';
import type { BetHistoryEntry, BetSide } from '@sanam/contract/matches.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { clockWithSeconds } from '../../../lib/time-format.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { HistoryIcon } from '../../../ui/icons.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';

const sideColour: Record<BetSide, { bar: string; text: string }> = {
  red: { bar: 'bg-red-side', text: 'text-red-side' },
  blue: { bar: 'bg-blue-side', text: 'text-blue-side' },
  tie: { bar: 'bg-tie', text: 'text-tie' },
  notie: { bar: 'bg-gold-500', text: 'text-gold-400' },
};

/** "14:05:09" on the Bangkok clock (lib/time-format.ts) */
function time(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clockWithSeconds(date);
}

function signed(formatted: string, value: number): string {
  return value > 0 ? `+${formatted}` : formatted;
}

function BetRow({ entry }: { entry: BetHistoryEntry }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const colour = entry.topic_bet_color ? sideColour[entry.topic_bet_color] : null;
  return (
    <li className="relative flex gap-3 overflow-hidden rounded-xl bg-ink-900/60 py-2.5 pr-3 pl-4 ring-1 ring-ink-700">
      <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1.5 ${colour?.bar ?? 'bg-ink-500'}`} />
      <div className="min-w-0 flex-1">
        <p className={`font-medium break-words ${colour?.text ?? 'text-ink-100'}`}>{entry.topic}</p>
        <p className="text-xs text-ink-300">
          {entry.topic_bet_rate ? (
            <>
              {t('room.history.rate')} <span className="text-ink-200">{entry.topic_bet_rate}</span> ·{' '}
            </>
          ) : null}
          <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
        </p>
      </div>
      <dl className="shrink-0 text-right text-sm tabular-nums">
        <div className="flex justify-end gap-1.5">
          <dt className="text-ink-300">{t('room.history.bet_amount')}</dt>
          <dd className="font-semibold text-ink-100">฿{formatBaht(entry.bet_amount)}</dd>
        </div>
        <div className="flex justify-end gap-1.5">
          <dt className="text-ink-300">{t('room.history.credit_deducted')}</dt>
          <dd className="text-danger">฿{formatBaht(entry.amount)}</dd>
        </div>
      </dl>
    </li>
  );
}

function BillRow({ entry }: { entry: BetHistoryEntry }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const win = entry.win_amount;
  const isWin = win !== null && win >= 0;
  return (
    <li
      className={`flex gap-3 rounded-xl py-2.5 px-3 ring-1 ${
        isWin ? 'bg-success/10 ring-success/40' : 'bg-danger/10 ring-danger/40'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-ink-300">{t('room.history.bill')}</p>
        <p className="font-medium break-words text-ink-100">{entry.topic}</p>
        <p className="text-xs text-ink-300">
          <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
        </p>
      </div>
      <dl className="shrink-0 text-right text-sm tabular-nums">
        <div className="flex justify-end gap-1.5">
          <dt className="text-ink-300">{t('room.history.credit')}</dt>
          <dd className={`font-semibold ${isWin ? 'text-success' : 'text-danger'}`}>
            ฿{signed(formatBaht(entry.amount), entry.amount)}
          </dd>
        </div>
        {win !== null ? (
          <div className="flex justify-end gap-1.5">
            <dt className="text-ink-300">{t('room.history.win_amount')}</dt>
            <dd className={isWin ? 'text-success' : 'text-danger'}>฿{signed(formatBaht(win), win)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

export function BetHistoryList({
  entries,
  isLoading,
}: {
  entries: readonly BetHistoryEntry[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  if (!entries) {
    return isLoading ? (
      <div className="flex justify-center py-8 text-gold-400">
        <Spinner className="size-7" />
      </div>
    ) : (
      <EmptyState
        icon={<HistoryIcon />}
        title={t('room.history.empty')}
        text={t('room.history.empty_text')}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<HistoryIcon />}
        title={t('room.history.empty')}
        text={t('room.history.empty_text')}
      />
    );
  }
  return (
    <ul className="space-y-2">
      {entries.map((entry) =>
        entry.type === 3 ? <BetRow key={entry.id} entry={entry} /> : <BillRow key={entry.id} entry={entry} />,
      )}
    </ul>
  );
}
