import { loginData, type LoginData, type LoginRequest } from '@sanam/contract/account.ts';
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export async function loginMember(form: Pick<LoginRequest, 'phone' | 'password'>): Promise<LoginData> {
  const reply = await apiRequest<unknown>('/user/login', {
    body: { phone: form.phone.trim(), password: form.password, agent_id: DEFAULT_AGENT_ID },
  });
  const parsed = loginData.safeParse(reply.data);
  if (!reply.success || !parsed.success) throw new ApiError(reply.message || 'Login failed', 502);
  return parsed.data;
}

/**
 * Spec §4: after login the device id is sent with the IP. Decision: no third-party IP lookup (closed
 * network, privacy): ip is empty and the server records the request's address. Failure is harmless.
 */
export async function sendDeviceInfo(deviceId: string): Promise<void> {
  await apiRequest('/user/user/ipaddress', { body: { ip: '', wc_uuid: deviceId } }).catch(() => undefined);
}
