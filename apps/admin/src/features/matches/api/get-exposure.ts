import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matchKeys } from './keys.ts';

/** BET events refetch at once; this poll is the fallback when the socket is down. */
export const EXPOSURE_POLL_MS = 4_000;

/** GET /admin/matches/{id}/exposure (baht). Polled only while the match runs. */
export function useExposure(id: number, { isLive }: { isLive: boolean }) {
  return useQuery({
    queryKey: matchKeys.exposure(id),
    queryFn: ({ signal }) => api.request(matchDeskRoutes.exposure, { params: { id }, signal }),
    refetchInterval: isLive ? EXPOSURE_POLL_MS : false,
    staleTime: 0,
  });
}
