// The stream provider (DESIGN §1 providers): turns a match's channel code (its streaming_url) into a
// playable HLS URL and a token for the member watching. One interface; a real HTTP client, the
// sandbox (a looping clip the server serves itself) and a direct pass-through behind it.
import type { Config } from '../../config.ts';
import { DirectStreamProvider } from './direct.ts';
import { HttpStreamProvider } from './http.ts';
import { SandboxStreamProvider } from './sandbox.ts';

export interface StreamGrant {
  /** an HLS media or master playlist the member's player opens */
  streamUrl: string;
  /** what the provider hands the player (opaque to us) */
  token: string;
}

export interface StreamProvider {
  readonly name: 'http' | 'sandbox' | 'direct';
  /** `identify` names the member to the provider (their username). */
  resolve(channelCode: string, identify: string, agentBrand?: string): Promise<StreamGrant>;
}

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
