// Spec §2 redeem history: cards on phones, a table on wide screens with the columns time, item, coins,
// before, after and address/status, newest first, a page at a time. Spec §8: "failed to load redeem
// history", with a retry.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRedeem, RedeemOrderStatus } from '@sanam/contract/rewards.ts';
import { formatCoins, useFormatBaht } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';
import { CheckIcon, ClockIcon, HistoryIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { MorePages } from '../../../ui/more-pages.tsx';
import { PageSection } from '../../../ui/page-header.tsx';
import { SkeletonRows } from '@sanam/ui/skeleton.tsx';
import { useRedeemHistory } from '../api/get-redeem-history.ts';
import { prizeName } from './prize-view.ts';

const STATUS_TONE: Record<RedeemOrderStatus, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  shipped: 'success',
  cancelled: 'red',
};

function StatusBadge({ status }: { status: RedeemOrderStatus }) {
  const { t } = useTranslation();
  const icon = status === 'pending' ? <ClockIcon /> : status === 'cancelled' ? <ErrorIcon /> : <CheckIcon />;
  return (
    <Badge tone={STATUS_TONE[status]} icon={icon}>
      {t(`redeem_page.status.${status}`)}
    </Badge>
  );
}

/** Where the prize went: the balance for cash, the address for goods; and the operator's note. */
function Destination({ order }: { order: MemberRedeem }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  return (
    <>
      {order.cash !== null ? (
        <span className="block text-xs text-success tabular-nums">
          {t('redeem_page.to_balance', { amount: formatBaht(order.cash) })}
        </span>
      ) : order.address ? (
        <span className="block text-xs break-words whitespace-pre-line text-ink-300">{order.address}</span>
      ) : null}
      {order.note ? (
        <span className="block text-xs break-words text-ink-200">
          {t('redeem_page.note', { note: order.note })}
        </span>
      ) : null}
    </>
  );
}

const timeOf = (order: MemberRedeem) => order.createdAt || order.created_at;

function RedeemCard({ order }: { order: MemberRedeem }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const lang = useLang();
  return (
    <li className="rounded-[var(--radius-card)] bg-ink-800 p-3.5 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-ink-100">{prizeName(order.redeem, order.redeem_en, lang)}</p>
          <p className="mt-0.5 text-xs text-ink-300">
            <time dateTime={timeOf(order)}>{dateTime(timeOf(order))}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className="text-lg font-semibold text-danger tabular-nums">-{formatCoins(order.point)}</p>
          <StatusBadge status={order.status} />
        </div>
      </div>
      <div className="mt-2 space-y-0.5">
        <Destination order={order} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 rounded-lg bg-ink-900/60 px-3 py-2 text-xs">
        <div>
          <dt className="text-ink-300">{t('redeem_page.columns.before')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">{formatCoins(order.before_point)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-300">{t('redeem_page.columns.after')}</dt>
          <dd className="font-medium text-ink-100 tabular-nums">{formatCoins(order.after_point)}</dd>
        </div>
      </dl>
    </li>
  );
}

function RedeemTable({ items }: { items: readonly MemberRedeem[] }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const lang = useLang();
  const th = 'px-3 py-3 text-xs font-medium tracking-wide text-ink-300 whitespace-nowrap';
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('redeem_page.history_title')}</caption>
        <thead className="border-b border-ink-700 bg-ink-900/50">
          <tr>
            <th scope="col" className={`${th} text-left`}>
              {t('redeem_page.columns.time')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('redeem_page.columns.item')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('redeem_page.columns.coins')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('redeem_page.columns.before')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('redeem_page.columns.after')}
            </th>
            <th scope="col" className={`${th} text-left`}>
              {t('redeem_page.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700/60">
          {items.map((order) => (
            <tr key={order.id} className="align-top transition hover:bg-ink-700/30">
              <td className="px-3 py-3 whitespace-nowrap text-ink-300 tabular-nums">
                <time dateTime={timeOf(order)}>{dateTime(timeOf(order))}</time>
              </td>
              <td className="px-3 py-3 font-medium text-ink-100">
                {prizeName(order.redeem, order.redeem_en, lang)}
              </td>
              <td className="px-3 py-3 text-right font-semibold text-danger tabular-nums">
                -{formatCoins(order.point)}
              </td>
              <td className="px-3 py-3 text-right text-ink-200 tabular-nums">
                {formatCoins(order.before_point)}
              </td>
              <td className="px-3 py-3 text-right text-ink-200 tabular-nums">
                {formatCoins(order.after_point)}
              </td>
              <td className="max-w-72 space-y-1 px-3 py-3">
                <StatusBadge status={order.status} />
                <Destination order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRows
      label={t('redeem_page.history_loading')}
      rows={3}
      lineClasses={['h-4 w-1/3', 'h-3 w-1/2']}
      trailClass="h-5 w-16"
    />
  );
}

export function RedeemHistory() {
  const { t } = useTranslation();
  const history = useRedeemHistory();
  const items = useMemo(() => history.data?.pages.flatMap((page) => page.items) ?? null, [history.data]);

  let body;
  if (!items) {
    body = history.isError ? (
      <ErrorState
        message={t('redeem.history_failed')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    ) : (
      <HistorySkeleton />
    );
  } else if (items.length === 0 && !history.hasNextPage) {
    body = (
      <EmptyState
        icon={<HistoryIcon />}
        title={t('redeem_page.history_empty_title')}
        text={t('redeem_page.history_empty_text')}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('redeem_page.history_title')} className="space-y-2.5 md:hidden">
          {items.map((order) => (
            <RedeemCard key={order.id} order={order} />
          ))}
        </ul>
        <div className="hidden md:block">
          <RedeemTable items={items} />
        </div>
        <MorePages
          query={history}
          loadMoreLabel={t('redeem_page.load_more')}
          endLabel={t('redeem_page.history_end')}
          errorTitle={t('redeem.history_failed')}
        />
      </>
    );
  }

  return (
    <PageSection
      id="redeem-history-title"
      icon={<HistoryIcon className="text-gold-400" />}
      title={t('redeem_page.history_title')}
    >
      {body}
    </PageSection>
  );
}
