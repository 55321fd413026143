import { ApiError } from '../../../lib/api-client.ts';

/** A refusal's own words (a 4xx with the server's message), or the generic failure. */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
