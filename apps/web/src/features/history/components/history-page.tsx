// Spec §2 history (/transaction): a search box, filter buttons (all, deposit, withdraw, bet) and a
// refresh button over the member's transactions, newest first, a page at a time. Spec §8: a failed
// load says "error loading data".
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@sanam/contract/wallet.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { HistoryIcon, RefreshIcon, SearchIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { MorePages } from '../../../ui/more-pages.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SkeletonRows } from '@sanam/ui/skeleton.tsx';
import { useTransactions } from '../api/get-transactions.ts';
import { TransactionList } from './transaction-list.tsx';
import { isShownTransaction } from './transaction-view.ts';
import { useDebouncedValue } from '@sanam/ui/use-debounced-value.ts';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';

const SEARCH_DEBOUNCE_MS = 300;
/** The contract's limit on q (transactionListRequest). */

function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRows
      label={t('history.loading')}
      rows={5}
      leadClass="size-10 rounded-xl"
      lineClasses={['h-4 w-1/3', 'h-3 w-1/2']}
      trailClass="h-5 w-20"
    />
  );
}

export function HistoryPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const history = useTransactions(filter, q);
  const items = useMemo(
    () => history.data?.pages.flatMap((page) => page.items).filter(isShownTransaction) ?? null,
    [history.data],
  );
  const isRefreshing = history.isFetching && !history.isFetchingNextPage;

  let body;
  if (!items) {
    body = history.isError ? (
      <ErrorState onRetry={() => void history.refetch()} isRetrying={history.isFetching} />
    ) : (
      <HistorySkeleton />
    );
  } else if (items.length === 0 && !history.hasNextPage) {
    body = q ? (
      <EmptyState
        icon={<SearchIcon />}
        title={t('history.empty_search_title')}
        text={t('history.empty_search_text', { q })}
      />
    ) : (
      <EmptyState icon={<HistoryIcon />} title={t('history.empty_title')} text={t('history.empty_text')} />
    );
  } else {
    body = (
      <>
        <TransactionList items={items} />
        <MorePages query={history} loadMoreLabel={t('history.load_more')} endLabel={t('history.end')} />
      </>
    );
  }

  return (
    <div>
      <PageHeader
        icon={<HistoryIcon />}
        title={t('pages.history.title')}
        subtitle={t('pages.history.subtitle')}
      />
      <div className="mb-4 flex flex-col gap-3 rounded-[var(--radius-card)] bg-ink-800 p-3 ring-1 ring-ink-600/60 md:flex-row md:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-2 rounded-xl bg-ink-950/60 px-3 ring-1 ring-ink-600 focus-within:ring-2 focus-within:ring-gold-500">
          <label htmlFor={searchId} className="sr-only">
            {t('history.search_label')}
          </label>
          <SearchIcon aria-hidden="true" className="shrink-0 text-lg text-ink-300" />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={SEARCH_TEXT_MAX}
            placeholder={t('history.search_placeholder')}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-11 w-full min-w-0 bg-transparent text-base text-ink-100 placeholder:text-ink-500 focus:outline-none"
          />
        </div>
        <div className="flex items-center gap-2">
          <SegmentedControl
            label={t('history.filter_label')}
            options={TRANSACTION_FILTERS.map((name) => ({
              value: name,
              label: t(`history.filters.${name}`),
            }))}
            value={filter}
            onChange={setFilter}
            styles={{ group: 'grid flex-1 grid-cols-4 gap-1 rounded-xl bg-ink-900 p-1' }}
          />
          <button
            type="button"
            aria-label={t('history.refresh')}
            title={t('history.refresh')}
            aria-busy={isRefreshing || undefined}
            disabled={history.isFetching}
            onClick={() => void history.refetch()}
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-700 text-xl text-gold-400 ring-1 ring-ink-500/60 transition hover:bg-ink-600 focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-wait"
          >
            <RefreshIcon className={isRefreshing ? 'animate-spin' : undefined} />
          </button>
        </div>
      </div>
      {body}
    </div>
  );
}
