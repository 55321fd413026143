import { sandboxSlipRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SandboxSlipRequest } from '@sanam/contract/slip-sandbox.ts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/sandbox/slips {amount, receiver?} (SANDBOX=1 only; under /api/sandbox, not /api/admin):
 * a slip QR the sandbox slip check confirms, for trying the member app's deposit by slip.
 */
export function useCreateSandboxSlip() {
  return useMutation({
    mutationFn: (body: SandboxSlipRequest) => api.request(sandboxSlipRoutes.create, { body }),
  });
}
