// The member's account calls (spec §7): login and register, the profile, the password, the device,
// and the token pair's refresh and revoke (/line/*).
import { z } from 'zod';
import {
  changePasswordRequest,
  editUserRequest,
  ipAddressRequest,
  loginData,
  loginRequest,
  profileData,
  refreshRequest,
  registerRequest,
  revokeRequest,
} from '../account.ts';
import { declare } from './route.ts';

export const accountRoutes = {
  login: declare({
    method: 'POST',
    path: '/user/login',
    access: 'public',
    body: loginRequest,
    reply: loginData,
  }),
  register: declare({
    method: 'POST',
    path: '/user/register',
    access: 'public',
    body: registerRequest,
    reply: loginData,
  }),
  profile: declare({
    method: 'POST',
    path: '/user/user/get_profile',
    access: 'member',
    reply: profileData,
  }),
  editProfile: declare({
    method: 'POST',
    path: '/user/user/edit_user',
    access: 'member',
    body: editUserRequest,
    reply: profileData,
  }),
  changePassword: declare({
    method: 'POST',
    path: '/user/user/chpw',
    access: 'member',
    body: changePasswordRequest,
    reply: z.null(),
  }),
  /** the body's ip is ignored: the server records where the request came from */
  recordDevice: declare({
    method: 'POST',
    path: '/user/user/ipaddress',
    access: 'member',
    body: ipAddressRequest,
    reply: z.object({ ip: z.string() }),
  }),
  refresh: declare({
    method: 'POST',
    path: '/line/refresh',
    access: 'public',
    body: refreshRequest,
    reply: loginData,
  }),
  /** the token to revoke is the body's, else the bearer's */
  revoke: declare({
    method: 'POST',
    path: '/line/revoke',
    access: 'public',
    body: revokeRequest,
    reply: z.null(),
  }),
};
