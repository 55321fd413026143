// The stream provider (DESIGN §1 providers): turns a match's channel code (its streaming_url) into a
// playable HLS URL and a token for the member watching. One interface; a real HTTP client, the
// sandbox (a looping clip the server serves itself) and a direct pass-through behind it.

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
