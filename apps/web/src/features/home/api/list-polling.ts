// Spec §7 polling of the home lists: each list polls at its own interval, retries 3 times on an error
// that may pass (network, 5xx; a 4xx will not get better by asking again), refreshes when the
// connection comes back, and not when the window regains focus. A reply of the wrong shape is not
// retried either (the client's bad_response).
import { POLL_MS } from '@sanam/contract/constants.ts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';

export function shouldRetryList(failureCount: number, error: unknown): boolean {
  if (failureCount >= POLL_MS.listRetries) return false;
  if (error instanceof z.ZodError) return false;
  if (!(error instanceof ApiError)) return true;
  return error.code !== 'bad_response' && !(error.status >= 400 && error.status < 500);
}

export const LIST_POLLING = {
  retry: shouldRetryList,
  refetchOnReconnect: true,
  refetchOnWindowFocus: false,
} as const;
