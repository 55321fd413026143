// The foot of a list read page by page (the money history, the redeem history): the error of the
// last read with a retry, then "load more" while older pages remain, or a line saying all is shown.
import { Button } from '@sanam/ui/button.tsx';
import { ChevronDownIcon } from './icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';

/** What the foot needs of a react-query infinite query. */
interface PagedQuery {
  isError: boolean;
  isFetchNextPageError: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

export function MorePages({
  query,
  loadMoreLabel,
  endLabel,
  errorTitle,
}: {
  query: PagedQuery;
  loadMoreLabel: string;
  endLabel: string;
  /** the error's title; ErrorState's own when absent */
  errorTitle?: string;
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3">
      {query.isError ? (
        <div className="w-full">
          <ErrorState
            isCompact
            {...(errorTitle === undefined ? {} : { message: errorTitle })}
            onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
            isRetrying={query.isFetching}
          />
        </div>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="outline"
          icon={<ChevronDownIcon />}
          isLoading={query.isFetchingNextPage}
          disabled={query.isFetching}
          onClick={() => void query.fetchNextPage()}
        >
          {loadMoreLabel}
        </Button>
      ) : (
        <p className="text-sm text-ink-500">{endLabel}</p>
      )}
    </div>
  );
}
