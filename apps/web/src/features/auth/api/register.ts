import { loginData, type LoginData, type RegisterForm } from '@sanam/contract/account.ts';
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Spec §3: the confirmation field is never sent; agent_id defaults to 1. */
export async function registerMember(form: RegisterForm): Promise<LoginData> {
  const reply = await apiRequest<unknown>('/user/register', {
    body: {
      phone: form.phone,
      password: form.password,
      name: form.name,
      agent_id: DEFAULT_AGENT_ID,
      bank_name: form.bank_name,
      bank_acc_no: form.bank_acc_no,
      referrer: form.referrer ?? '',
    },
  });
  const parsed = loginData.safeParse(reply.data);
  if (!reply.success || !parsed.success) throw new ApiError(reply.message || 'Registration failed', 502);
  return parsed.data;
}
