// Which slip-check provider checks slips (the interface is provider.ts; the adapters import it, so
// the choice lives apart from it).
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/db.ts';
import { HttpSlipCheckProvider } from './http.ts';
import { SandboxSlipCheckProvider } from './sandbox.ts';
import type { SlipCheckProvider } from './provider.ts';

/** SLIP_CHECK_URL wins; else the sandbox when SANDBOX is on (never in production); else none. */
export function slipCheckProviderFor(config: Config, db: Queryable): SlipCheckProvider | null {
  if (config.slipCheckUrl)
    return new HttpSlipCheckProvider(config.slipCheckUrl, config.slipCheckKey, config.slipCheckTimeoutMs);
  if (config.sandbox) return new SandboxSlipCheckProvider(db);
  return null;
}
