// POST /user/transaction/liveaction (spec §2, §7): /play/wc asks first; a falsy result means the
// member has not made the minimum deposit.
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { api } from '../../../lib/api-client.ts';

export async function canPlayWc(signal?: AbortSignal): Promise<boolean> {
  const reply = await api.send(matchRoutes.liveAccess, { signal });
  return reply.data?.eligible ?? false;
}
