import type { LoginData, LoginRequest } from '@sanam/contract/account.ts';
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

export async function loginMember(
  form: Pick<LoginRequest, 'phone' | 'password' | 'new_password'>,
): Promise<LoginData> {
  const reply = await api.send(accountRoutes.login, {
    body: {
      phone: form.phone.trim(),
      password: form.password,
      agent_id: DEFAULT_AGENT_ID,
      ...(form.new_password === undefined ? {} : { new_password: form.new_password }),
    },
  });
  if (!reply.success || !reply.data) throw new ApiError(reply.message || 'Login failed', 502);
  return reply.data;
}

/**
 * Spec §4: after login the device id is sent with the IP. Decision: no third-party IP lookup (closed
 * network, privacy): ip is empty and the server records the request's address. Failure is harmless.
 */
export async function sendDeviceInfo(deviceId: string): Promise<void> {
  await api.send(accountRoutes.recordDevice, { body: { ip: '', wc_uuid: deviceId } }).catch(() => undefined);
}
