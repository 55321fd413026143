// Members as the member app makes them: unique phones and bank accounts, registration, login, and a
// member's own calls.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../call-route.ts';
import { body, type LoginBody } from './replies.ts';

let seq = 0;
const run = Math.floor(Math.random() * 9000) + 1000;

/** A phone and bank account no other call in this process returns. */
export function uniqueIdentity() {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return { phone: `08${run}${n}`, bank_acc_no: `12${run}${n}00` };
}

export function registerPayload(overrides: Record<string, unknown> = {}) {
  const { phone, bank_acc_no } = uniqueIdentity();
  return {
    phone,
    password: 'secret1',
    name: 'สมชาย ใจดี',
    agent_id: 1,
    bank_name: 'SCB' as const,
    bank_acc_no,
    referrer: '',
    ...overrides,
  };
}

export interface RegisteredMember {
  id: number;
  phone: string;
  password: string;
  username: string;
  accessToken: string;
  refreshToken: string;
}

/** What most tests need of a member: who they are and their session. */
export type TestMember = Pick<RegisteredMember, 'id' | 'phone' | 'username' | 'accessToken'>;

async function register(
  app: FastifyInstance,
  payload: ReturnType<typeof registerPayload>,
  remoteAddress?: string,
): Promise<RegisteredMember> {
  // a test's overrides may be what the schema refuses: sent as given
  const res = await callRoute(app, accountRoutes.register, {
    rawBody: payload,
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = body<LoginBody>(res);
  return {
    id: data.user.id,
    phone: payload.phone,
    password: payload.password,
    username: data.user.username,
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
  };
}

/** A member registered with `overrides` of the register payload, from `remoteAddress`. */
export function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress = '10.0.0.1',
): Promise<RegisteredMember> {
  return register(app, registerPayload(overrides), remoteAddress);
}

/**
 * A member registered through the member app's call (their ledger accounts open with it), invited by
 * `referrer` (a username) when given: the member the money tests start from.
 */
export function aMember(
  app: FastifyInstance,
  name = 'สมชาย ทดสอบ',
  referrer = '',
): Promise<RegisteredMember> {
  return register(app, registerPayload({ name, referrer }));
}

export function login(app: FastifyInstance, phone: string, password: string, remoteAddress = '10.0.0.1') {
  return callRoute(app, accountRoutes.login, { body: { phone, password, agent_id: 1 }, remoteAddress });
}

/** The member app's logout (POST /line/revoke, spec §7: the token as the bearer and in the body). */
export function logout(app: FastifyInstance, accessToken: string) {
  return callRoute(app, accountRoutes.revoke, { as: accessToken, body: { access_token: accessToken } });
}
