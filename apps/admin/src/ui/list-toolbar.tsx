// The bar above a cashier queue: status filter, search and refresh.
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { inputClass } from './field.tsx';
import { SegmentedFilter } from './segmented-filter.tsx';
import { Spinner } from './spinner.tsx';

type Props<T extends string> = {
  statusLabel: string;
  statuses: readonly { value: T; label: string }[];
  status: T;
  onStatus: (status: T) => void;
  searchId: string;
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  /** the server's limit on the search text */
  searchMaxLength?: number;
  onSearch: (text: string) => void;
  onRefresh: () => void;
  isFetching: boolean;
};

export function ListToolbar<T extends string>(props: Props<T>) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <SegmentedFilter
        label={props.statusLabel}
        options={props.statuses}
        value={props.status}
        onChange={props.onStatus}
      />
      <div className="min-w-48 flex-1 sm:max-w-sm">
        <label htmlFor={props.searchId} className="sr-only">
          {props.searchLabel}
        </label>
        <input
          id={props.searchId}
          type="search"
          value={props.search}
          maxLength={props.searchMaxLength}
          onChange={(event) => props.onSearch(event.target.value)}
          placeholder={props.searchPlaceholder}
          className={inputClass}
        />
      </div>
      <Button onClick={props.onRefresh} disabled={props.isFetching}>
        {props.isFetching ? (
          <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
        ) : (
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        {t('common.refresh')}
      </Button>
    </div>
  );
}
