// The body of a paged list: loading, an error with a retry, an empty line, or the items and their pages.
import type { ReactNode } from 'react';
import { Pagination } from './pagination.tsx';
import { QueryResult, type ResultQuery } from './query-result.tsx';

/** What is read of the TanStack query that fetches one page of the list. */
export type PageQuery<T> = ResultQuery<{ items: T[]; total: number }> & { isFetching: boolean };

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
  return (
    // a failed refetch keeps the page it already has on screen
    <QueryResult
      query={query}
      emptyText={emptyText}
      isEmpty={(page) => page.items.length === 0}
      keepsDataOnError
    >
      {(page) => (
        <>
          {children(page.items)}
          <Pagination
            offset={offset}
            limit={limit}
            total={page.total}
            onChange={onOffset}
            isFetching={query.isFetching}
          />
        </>
      )}
    </QueryResult>
  );
}
