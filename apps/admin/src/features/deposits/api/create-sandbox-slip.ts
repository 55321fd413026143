import { sandboxSlip, type SandboxSlipRequest } from '@sanam/contract/wallet.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/sandbox/slips {amount, receiver?} (SANDBOX=1 only; under /api/sandbox, not /api/admin):
 * a slip QR the sandbox slip check confirms, for trying the member app's deposit by slip.
 */
export function useCreateSandboxSlip() {
  return useMutation({
    mutationFn: (body: SandboxSlipRequest) =>
      apiRequest('/sandbox/slips', { method: 'POST', body, data: sandboxSlip }),
  });
}
