// The bar above a cashier queue: status filter, search and refresh.
import { useTranslation } from 'react-i18next';
import type { QueueFilter } from '../lib/use-list-filter.ts';
import { Button } from '@sanam/ui/button.tsx';
import { RefreshIcon } from './icons.tsx';
import { SearchBox } from './search-box.tsx';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';

type Props<T extends string> = {
  /** the queue's statuses, each named by `cashier.status.<status>` as the status badges are */
  statuses: readonly T[];
  filter: QueueFilter<T>;
  searchId: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** the server's limit on the search text */
  searchMaxLength?: number;
  onRefresh: () => void;
  isFetching: boolean;
};

export function ListToolbar<T extends string>(props: Props<T>) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <SegmentedControl
        label={t('cashier.status.label')}
        options={props.statuses.map((value) => ({ value, label: t(`cashier.status.${value}`) }))}
        value={props.filter.status}
        onChange={props.filter.setStatus}
      />
      <SearchBox
        id={props.searchId}
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        value={props.filter.search}
        onChange={props.filter.setSearch}
        maxLength={props.searchMaxLength}
      />
      <Button onClick={props.onRefresh} disabled={props.isFetching}>
        {props.isFetching ? (
          <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
        ) : (
          <RefreshIcon className="size-4" />
        )}
        {t('common.refresh')}
      </Button>
    </div>
  );
}
