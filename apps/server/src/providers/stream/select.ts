// Which stream provider resolves a channel code (the interface is provider.ts; the adapters import
// it, so the choice lives apart from it).
import type { Config } from '../../config.ts';
import { DirectStreamProvider } from './direct.ts';
import { HttpStreamProvider } from './http.ts';
import { SandboxStreamProvider } from './sandbox.ts';
import type { StreamProvider } from './provider.ts';

/**
 * STREAM_PROVIDER_URL wins when set; else the sandbox clip when SANDBOX is on (never in
 * production); else the channel code itself, when it is already an https URL of a playlist.
 */
export function streamProviderFor(config: Config): StreamProvider {
  if (config.streamProviderUrl)
    return new HttpStreamProvider(config.streamProviderUrl, config.streamProviderKey);
  if (config.sandbox) return new SandboxStreamProvider(config.apiPrefix);
  return new DirectStreamProvider();
}
