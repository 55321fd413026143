// A signed-in member as the tests' mock server knows them: the profile and the token pair.
import type { User } from '@sanam/contract/account.ts';
import { ok } from '@sanam/client/testing/mock.ts';

export const member: User = {
  id: 7,
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  username: 'somchai',
  bank_name: 'KBANK',
  bank_acc_no: '1234567890',
  bank_acc_name: 'สมชาย ใจดี',
  affiliate_username: null,
  agent_id: 1,
  balance: 12345.5,
  is_vip: true,
  event_point: 42,
  account: { bank_name: 'SCB', bank_acc_no: '9876543210', bank_acc_name: 'บจก. สนามไลฟ์' },
  betting: { bet_suspended: false, max_bet: null, limit_factor: null, refer_above: null },
};

export const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

/** What the home page reads for a member on a quiet day: the profile, and no stadiums or matches. */
export function quietHomeRoutes(user: User = member) {
  return {
    '/user/user/get_profile': ok({ user }),
    '/user/match/stadium': ok([]),
    '/user/match/listopen': ok([]),
    '/user/match/listend': ok([]),
  };
}
