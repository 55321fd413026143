// Responsible play (GET /user/play, POST /user/play/limits and /limits/confirm): the member's own
// limits, what each period has used, and the break that closes their play. A change answers with the
// server's words (at once, or waiting 24 hours); the page reads the state again after each.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PlayLimitKey } from '@sanam/contract/play-limits.ts';
import type { PlayBreak, PlayLimitRequest } from '@sanam/contract/play.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';

export const PLAY_KEY = ['play'] as const;

const fetchPlayState = (signal?: AbortSignal) => api.request(playRoutes.state, { signal });

export function usePlayState() {
  return useQuery({ queryKey: PLAY_KEY, queryFn: ({ signal }) => fetchPlayState(signal) });
}

export const PLAY_BREAK_KEY = ['play-break'] as const;

/** The break that closes the member's play, or null: none, or the state could not be read. */
async function fetchPlayBreak(signal?: AbortSignal): Promise<PlayBreak | null> {
  try {
    return (await fetchPlayState(signal)).break;
  } catch (error) {
    if (signal?.aborted) throw error;
    // the server refuses every money path of a member on a break anyway: an unread state opens the app
    return null;
  }
}

/**
 * The break that closes the member's play, read once a sign-in's shell opens (a sign-in starts with an
 * empty cache: lib/auth.tsx; main.tsx may have started the read already). `isKnown` once it was read;
 * it never goes back, so a later read does not take the page away.
 */
export function usePlayBreak() {
  const query = useQuery({
    queryKey: PLAY_BREAK_KEY,
    queryFn: ({ signal }) => fetchPlayBreak(signal),
    staleTime: Infinity,
  });
  // once read, known for good: the shell must never swap the pages for its spinner again (a room
  // unmounted under its end-of-round dialog would lose it)
  const [wasKnown, setWasKnown] = useState(false);
  if (!query.isPending && !wasKnown) setWasKnown(true);
  return { isKnown: wasKnown || !query.isPending, playBreak: query.data ?? null };
}

/** Starts the read of the break alongside the start-up check of a stored sign-in (main.tsx). */
export function prefetchPlayBreak(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: PLAY_BREAK_KEY,
    queryFn: ({ signal }) => fetchPlayBreak(signal),
  });
}

/** The server's message for a change: "applies now" or "confirm again in 24 hours". */
async function setLimit(body: PlayLimitRequest): Promise<string> {
  return (await api.send(playRoutes.setLimit, { body })).message;
}

async function confirmLimit(key: PlayLimitKey): Promise<string> {
  return (await api.send(playRoutes.confirmLimit, { body: { key } })).message;
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}
