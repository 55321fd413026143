// Responsible play (/play, "เล่นอย่างรับผิดชอบ"): what the member lost and deposited this day, week and
// month, and the limits they set on themselves. A new or lower limit applies at once; a higher one or
// a removal waits 24 hours and then needs the member to confirm it again (the rules: contract
// play-limits.ts; the server holds every way to stake and to deposit to them). Below them, how often
// the reality check comes, and a break: a time-out or a self-exclusion.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAY_PERIODS, type PlayLimitKey } from '@sanam/contract/play-limits.ts';
import { playLimitRequest, type PlayLimit, type PlayState } from '@sanam/contract/play.ts';
import { Button } from '@sanam/ui/button.tsx';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { Skeleton, SkeletonList } from '@sanam/ui/skeleton.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { AlertIcon, ClockIcon, ShieldIcon, WalletIcon } from '../../../ui/icons.tsx';
import { PageHeader, PageSection } from '../../../ui/page-header.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { useConfirmLimit, usePlayState, useSetLimit } from '../api/play.ts';
import { BreakSection } from './break-section.tsx';
import { RealitySetting } from './reality-setting.tsx';
import { refusalText } from './refusal-text.ts';
import { ActivityLink } from './activity-link.tsx';

/** The limits in the order the page lists them, grouped by what they count. */
const GROUPS: ReadonlyArray<{ id: string; keys: readonly PlayLimitKey[] }> = [
  { id: 'loss', keys: ['loss_day', 'loss_week', 'loss_month'] },
  { id: 'deposit', keys: ['deposit_day', 'deposit_week', 'deposit_month'] },
  { id: 'stake', keys: ['stake'] },
];

function Usage({ state }: { state: PlayState }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const dateTime = useDateTime();
  return (
    <div className="overflow-hidden rounded-2xl bg-ink-900/70 ring-1 ring-ink-600/60">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-ink-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('play_page.usage.period')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('play_page.usage.lost')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('play_page.usage.deposited')}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLAY_PERIODS.map((period) => (
            <tr key={period} className="border-t border-ink-700/70">
              <th scope="row" className="px-3 py-2.5 text-left font-normal text-ink-100">
                <span className="block">{t(`play_page.period.${period}`)}</span>
                <span className="block text-xs text-ink-400">
                  {t('play_page.usage.resets', { at: dateTime(state.resets_at[period]) })}
                </span>
              </th>
              <td className="px-3 py-2.5 text-right text-ink-100 tabular-nums">
                ฿{formatBaht(state.lost[period])}
              </td>
              <td className="px-3 py-2.5 text-right text-ink-100 tabular-nums">
                ฿{formatBaht(state.deposited[period])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LimitRow({ limitKey, limit }: { limitKey: PlayLimitKey; limit: PlayLimit | undefined }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const dateTime = useDateTime();
  const popup = usePopup();
  const setLimit = useSetLimit();
  const confirmLimit = useConfirmLimit();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const inForce = limit?.in_force ?? null;
  const pending = limit?.pending ?? null;
  // the confirmation opens by itself when its 24 hours have passed, the page left open
  const secondsLeft = useSecondsUntil(pending?.confirmable_at ?? null);
  const canConfirm = pending !== null && secondsLeft === 0;
  const inputId = `limit-${limitKey}`;

  /** A change sent: the server's words when it is taken, its refusal's when not; true when taken. */
  const send = async (change: () => Promise<string>): Promise<boolean> => {
    try {
      await popup({ kind: 'success', title: await change() });
      return true;
    } catch (err) {
      await popup({ kind: 'warning', title: refusalText(err, t('play_page.failed')) });
      return false;
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = playLimitRequest.safeParse({ key: limitKey, amount: Number(amount) });
    if (amount.trim() === '' || !parsed.success) {
      setError(parsed.success ? 'validation.amount_positive' : parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (await send(() => setLimit.mutateAsync(parsed.data))) setAmount('');
  };
  const remove = () => send(() => setLimit.mutateAsync({ key: limitKey, amount: null }));
  const confirm = () => send(() => confirmLimit.mutateAsync(limitKey));

  return (
    <li className="space-y-3 rounded-2xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60">
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="font-medium text-ink-100">{t(`play_page.limit.${limitKey}`)}</h4>
        <span className={`tabular-nums ${inForce === null ? 'text-ink-400' : 'font-semibold text-gold-400'}`}>
          {inForce === null ? t('play_page.no_limit') : `฿${formatBaht(inForce)}`}
        </span>
      </div>
      {limit?.desk !== null && limit?.desk !== undefined ? (
        <p className="text-xs text-ink-300">
          {t('play_page.desk_limit', { amount: formatBaht(limit.desk) })}
        </p>
      ) : null}
      {pending ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-warning/10 px-3 py-2 text-sm text-ink-100 ring-1 ring-warning/40">
          <span className="flex items-center gap-2">
            <ClockIcon className="text-warning" />
            {pending.amount === null
              ? t('play_page.pending_removal', { at: dateTime(pending.confirmable_at) })
              : t('play_page.pending_raise', {
                  amount: formatBaht(pending.amount),
                  at: dateTime(pending.confirmable_at),
                })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={!canConfirm}
            isLoading={confirmLimit.isPending}
            onClick={() => void confirm()}
          >
            {t('play_page.confirm')}
          </Button>
        </div>
      ) : null}
      <form className="flex items-end gap-2" onSubmit={(e) => void save(e)} noValidate>
        <TextField
          id={inputId}
          className="min-w-0 flex-1"
          label={inForce === null ? t('play_page.set_label') : t('play_page.change_label')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          {...(error === undefined ? {} : { error })}
        />
        <Button type="submit" isLoading={setLimit.isPending && setLimit.variables?.amount !== null}>
          {t('play_page.save')}
        </Button>
      </form>
      {limit?.own !== null && limit?.own !== undefined && !(pending && pending.amount === null) ? (
        <Button variant="outline" size="sm" onClick={() => void remove()}>
          {t('play_page.remove')}
        </Button>
      ) : null}
    </li>
  );
}

function Limits({ state }: { state: PlayState }) {
  const { t } = useTranslation();
  const byKey = new Map(state.limits.map((l) => [l.key, l]));
  return (
    <div className="space-y-5">
      <p className="flex gap-2 rounded-xl bg-ink-900/70 px-3 py-2.5 text-sm text-ink-200 ring-1 ring-ink-600/60">
        <ClockIcon className="mt-0.5 shrink-0 text-gold-400" />
        {t('play_page.how_changes_apply')}
      </p>
      {GROUPS.map((group) => (
        <div key={group.id}>
          <h3 className="mb-1 font-semibold text-ink-100">{t(`play_page.group.${group.id}.title`)}</h3>
          <p className="mb-3 text-sm text-ink-300">{t(`play_page.group.${group.id}.text`)}</p>
          <ul className="grid gap-3 lg:grid-cols-3">
            {group.keys.map((key) => (
              <LimitRow key={key} limitKey={key} limit={byKey.get(key)} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function PlayPage() {
  const { t } = useTranslation();
  const query = usePlayState();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-5">
      <PageHeader icon={<ShieldIcon />} title={t('play_page.title')} subtitle={t('play_page.subtitle')} />
      <ActivityLink />
      {query.isPending ? (
        <SkeletonList label={t('play_page.loading')}>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-48 w-full" />
        </SkeletonList>
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <>
          <PageSection
            id="play-usage"
            icon={<WalletIcon className="text-gold-400" />}
            title={t('play_page.usage.title')}
          >
            <Usage state={query.data} />
          </PageSection>
          <PageSection
            id="play-limits"
            icon={<ShieldIcon className="text-gold-400" />}
            title={t('play_page.limits_title')}
          >
            <Limits state={query.data} />
          </PageSection>
          <PageSection
            id="play-reality"
            icon={<ClockIcon className="text-gold-400" />}
            title={t('play_page.reality.title')}
          >
            <RealitySetting minutes={query.data.reality_check} />
          </PageSection>
          <PageSection
            id="play-break"
            icon={<AlertIcon className="text-danger" />}
            title={t('play_page.break.title')}
          >
            <BreakSection />
          </PageSection>
        </>
      )}
    </div>
  );
}
