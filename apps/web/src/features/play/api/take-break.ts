// POST /user/play/break: a time-out or a self-exclusion, taken at once. The server ends every sign-in
// of the member with it, this one included: the caller signs out here too.
import { useMutation } from '@tanstack/react-query';
import type { PlayBreakRequest } from '@sanam/contract/play.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { api } from '../../../lib/api-client.ts';

/** The server's message ("your break has started: every device has been signed out"). */
async function takeBreak(body: PlayBreakRequest): Promise<string> {
  return (await api.send(playRoutes.takeBreak, { body })).message;
}

export function useTakeBreak() {
  return useMutation({ mutationFn: takeBreak });
}
