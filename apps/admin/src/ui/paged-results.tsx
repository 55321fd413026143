// The body of a paged list: loading, an error with a retry, an empty line, or the items and their pages.
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { Pagination } from './pagination.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';

/** What is read of the TanStack query that fetches one page of the list. */
export type PageQuery<T> = {
  data: { items: T[]; total: number } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
};

type Props<T> = {
  query: PageQuery<T>;
  emptyText: string;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  /** the list of one page's items (never called with an empty page) */
  children: (items: T[]) => ReactNode;
};

export function PagedResults<T>({ query, emptyText, offset, limit, onOffset, children }: Props<T>) {
  const { data } = query;
  if (query.isPending) return <LoadingState />;
  // a failed refetch keeps the page it already has on screen
  if (query.isError && !data) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!data) return null;
  if (data.items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <>
      {children(data.items)}
      <Pagination
        offset={offset}
        limit={limit}
        total={data.total}
        onChange={onOffset}
        isFetching={query.isFetching}
      />
    </>
  );
}
