// The live stream of a match (spec §3 Stream request / response, DESIGN §7 live access).
//
// Owns: handing a member the playable URL of a running match's channel, through the stream provider.
// Invariants:
// - Only a member who passes the live-access check (matches' liveAccessAllowed) gets a URL: the same
//   rule the member app checks first with /user/transaction/liveaction, held here too.
// - Only the channel of a running match is resolved (an ended match shows no stream), so a member
//   cannot use us to probe the provider for other channels.
// - The provider hears the member's username from their token, never the body's `identify`.
import type { StreamRequest, StreamResponse } from '@sanam/contract/stream.ts';
import { AppError, forbidden, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import type { StreamProvider } from '../../providers/stream/provider.ts';
import { isLiveChannel, liveAccessAllowed } from '../matches/index.ts';
import { memberUser } from '../members/service.ts';

export async function streamForMember(
  deps: AppDeps,
  provider: StreamProvider,
  memberId: number,
  input: StreamRequest,
): Promise<StreamResponse> {
  const access = await liveAccessAllowed(deps, memberId);
  if (!access.eligible) throw forbidden('live.not_eligible');
  if (!(await isLiveChannel(deps, input.chanel_code)))
    throw new AppError(404, 'stream.channel_invalid', 'not_found');
  const user = await memberUser(deps.db, memberId);
  if (!user) throw unauthorized();
  const grant = await provider.resolve(input.chanel_code, user.username, input.agent_brand);
  return { data: [{ stream_url: grant.streamUrl, token: grant.token }] };
}
