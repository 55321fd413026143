import { playDeskRoutes } from '@sanam/contract/routes/play-desk.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type PlayBreaksParams = { kind: 'all' | 'time_out' | 'exclusion'; limit: number; offset: number };

/** Under the key the member file's changes refresh (members/api/member-play.ts). */
export const playBreaksKey = ['play-breaks'] as const;

/** GET /admin/play/breaks: one page of the breaks that close a member's play now. */
export function usePlayBreaks(params: PlayBreaksParams) {
  return useQuery({
    queryKey: [...playBreaksKey, params],
    queryFn: ({ signal }) => api.request(playDeskRoutes.breaks, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}
