// GET /user/play/activity?by=day|month: the member's statement of activity, every period of the range
// newest first (zeros included). The previous grain stays on screen while the other one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';

export type ActivityGrain = 'day' | 'month';

export function useActivity(by: ActivityGrain) {
  return useQuery({
    queryKey: ['play-activity', by],
    queryFn: ({ signal }) => api.request(playRoutes.activity, { query: { by }, signal }),
    placeholderData: keepPreviousData,
  });
}
