// What a screen shows of a query: loading, an error with a retry, an empty line, or what it fetched.
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';

/** What is read of the TanStack query. */
export type ResultQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
};

type Props<T> = {
  query: ResultQuery<T>;
  emptyText: string;
  /** when what came holds nothing to show; a list is empty without rows */
  isEmpty?: (data: T) => boolean;
  /** a failed refetch leaves what is already on screen (a polled or paged list), not the error */
  keepsDataOnError?: boolean;
  /** never called with an empty result */
  children: (data: T) => ReactNode;
};

function hasNoRows(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

export function QueryResult<T>({
  query,
  emptyText,
  isEmpty = hasNoRows,
  keepsDataOnError = false,
  children,
}: Props<T>) {
  const { data } = query;
  if (query.isPending) return <LoadingState />;
  if (query.isError && !(keepsDataOnError && data !== undefined)) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (data === undefined) return null;
  if (isEmpty(data)) return <EmptyState title={emptyText} />;
  return children(data);
}
