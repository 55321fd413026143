// The slip-check provider as the wallet asks it: the configured one (providers/slip-check),
// each check's time and answer counted in the app's metrics, the member's first check apart from
// the later ones (the cashier's button, the re-check worker).
import type { SlipCheckCall } from '../../http/metrics.ts';
import type { AppDeps } from '../../http/types.ts';
import type { SlipCheckProvider } from '../../providers/slip-check/provider.ts';
import { slipCheckProviderFor } from '../../providers/slip-check/select.ts';

export function slipChecker(deps: AppDeps, call: SlipCheckCall): SlipCheckProvider | null {
  const provider = slipCheckProviderFor(deps.config, deps.db);
  const { metrics } = deps;
  if (!provider || !metrics) return provider;
  return {
    name: provider.name,
    async check(slip, submitter, signal) {
      const start = performance.now();
      const result = await provider.check(slip, submitter, signal);
      const seconds = (performance.now() - start) / 1000;
      metrics.slipCheckSeconds.labels(provider.name, result.status).observe(seconds);
      metrics.slipChecks.labels(provider.name, result.status, call).inc();
      return result;
    },
  };
}
