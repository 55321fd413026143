import type { ChangePasswordRequest } from '@sanam/contract/account.ts';
import { apiRequest, type ApiReply } from '../../../lib/api-client.ts';

/** Spec §7: the reply is read for success and message. */
export function changePassword(body: ChangePasswordRequest): Promise<ApiReply<unknown>> {
  return apiRequest<unknown>('/user/user/chpw', { body });
}
