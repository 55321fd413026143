// POST /user/transaction/liveaction (spec §2, §7): /play/wc asks first; a falsy result means the
// member has not made the minimum deposit.
import { liveAccess } from '@sanam/contract/matches.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function canPlayWc(signal?: AbortSignal): Promise<boolean> {
  const reply = await apiRequest<unknown>('/user/transaction/liveaction', { body: {}, signal });
  const parsed = liveAccess.safeParse(reply.data);
  return parsed.success && parsed.data.eligible;
}
