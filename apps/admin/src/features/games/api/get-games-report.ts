import { gameDeskRoutes } from '@sanam/contract/routes/games.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const gamesReportQueryKey = ['games-report'] as const;

/** GET /admin/games: what each game moved and the latest game transactions. */
export function useGamesReport() {
  return useQuery({
    queryKey: gamesReportQueryKey,
    queryFn: ({ signal }) => api.request(gameDeskRoutes.report, { signal }),
  });
}
