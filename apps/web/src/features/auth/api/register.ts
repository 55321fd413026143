import type { LoginData, RegisterForm } from '@sanam/contract/account.ts';
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

/** Spec §3: the confirmation field is never sent; agent_id defaults to 1. */
export async function registerMember(form: RegisterForm): Promise<LoginData> {
  const reply = await api.send(accountRoutes.register, {
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
  if (!reply.success || !reply.data) throw new ApiError(reply.message || 'Registration failed', 502);
  return reply.data;
}
