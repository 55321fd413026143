// Without a provider and outside the sandbox, a match's streaming_url may already be a playlist URL
// (an operator pasting an HLS address): hand it on as it is. Anything else is not a stream we know.
import { AppError } from '../../http/errors.ts';
import type { StreamGrant, StreamProvider } from './provider.ts';

export class DirectStreamProvider implements StreamProvider {
  readonly name = 'direct';

  resolve(channelCode: string): Promise<StreamGrant> {
    let url: URL;
    try {
      url = new URL(channelCode);
    } catch {
      return Promise.reject(new AppError(404, 'stream.channel_invalid', 'not_found'));
    }
    if (url.protocol !== 'https:')
      return Promise.reject(new AppError(404, 'stream.channel_invalid', 'not_found'));
    return Promise.resolve({ streamUrl: url.toString(), token: '' });
  }
}
