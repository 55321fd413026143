import { adminGamesReport } from '@sanam/contract/games.ts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const gamesReportQueryKey = ['games-report'] as const;

/** GET /admin/games: what each game moved and the latest game transactions. */
export function useGamesReport() {
  return useQuery({
    queryKey: gamesReportQueryKey,
    queryFn: ({ signal }) => apiRequest('/admin/games', { data: adminGamesReport, signal }),
  });
}
