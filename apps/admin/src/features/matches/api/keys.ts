import type { Match } from '@sanam/contract/matches.ts';
import type { QueryClient } from '@tanstack/react-query';

export const matchKeys = {
  all: ['matches'] as const,
  lists: ['matches', 'list'] as const,
  detail: (id: number) => ['matches', 'detail', id] as const,
  rates: (id: number) => ['matches', 'rates', id] as const,
  exposure: (id: number) => ['matches', 'exposure', id] as const,
  /** the round's limits, the book's liability per side and who closed each side */
  risk: (id: number) => ['matches', 'risk', id] as const,
};

/** Every action on one match desk shares this key, so the page can hold all buttons while one runs. */
export const deskMutationKey = (id: number) => ['desk', id] as const;

/**
 * Keeps the server's copy of a match after an action. DESIGN §5: a copy older than the one held
 * (lower version, e.g. a slow reply overtaken by a socket refetch) is dropped.
 */
export function storeMatch(queryClient: QueryClient, next: Match): void {
  queryClient.setQueryData<Match>(matchKeys.detail(next.id), (held) =>
    held && held.version > next.version ? held : next,
  );
  // a side's switch, a last call and a limit all show in the round's risk read too
  void queryClient.invalidateQueries({ queryKey: matchKeys.risk(next.id) });
  void queryClient.invalidateQueries({ queryKey: matchKeys.lists });
}
