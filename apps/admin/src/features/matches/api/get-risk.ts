import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { EXPOSURE_POLL_MS } from './get-exposure.ts';
import { matchKeys } from './keys.ts';

/**
 * GET /admin/matches/{id}/risk: the round's limits (its own, its stadium's, in force), what
 * the house would lose on each side, and who closed each side. The desk socket refetches it with the
 * exposure on every BET and with the match on every change; the poll is the fallback.
 */
export function useRisk(id: number, { isLive }: { isLive: boolean }) {
  return useQuery({
    queryKey: matchKeys.risk(id),
    queryFn: ({ signal }) => api.request(riskDeskRoutes.risk, { params: { id }, signal }),
    refetchInterval: isLive ? EXPOSURE_POLL_MS : false,
    staleTime: 0,
  });
}
