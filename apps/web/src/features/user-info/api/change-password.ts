import type { Answer } from '@sanam/client/create-client.ts';
import type { ChangePasswordRequest } from '@sanam/contract/account.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { api } from '../../../lib/api-client.ts';

/** Spec §7: the reply is read for success and message. */
export function changePassword(body: ChangePasswordRequest): Promise<Answer<null>> {
  return api.send(accountRoutes.changePassword, { body });
}
