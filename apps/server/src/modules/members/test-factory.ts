// Test factories for member accounts: unique phones and bank accounts, and the calls most tests start with.
import type { LoginData, User } from '@sanam/contract/account.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
export type ErrorBody = Envelope<{ code: string; fields?: Record<string, string> }>;
export type LoginBody = Envelope<LoginData>;
export type ProfileBody = Envelope<{ user: User }>;

/** The reply body, typed as the caller expects it. */
export const body = <T>(res: LightMyRequestResponse): T => res.json<T>();

let seq = 0;
const run = Math.floor(Math.random() * 9000) + 1000;

/** A phone and bank account no other factory call in this process returns. */
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
    bank_name: 'SCB',
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

export async function registerMember(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress = '10.0.0.1',
): Promise<RegisteredMember> {
  const payload = registerPayload(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/user/register', payload, remoteAddress });
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

export function login(app: FastifyInstance, phone: string, password: string, remoteAddress = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { phone, password, agent_id: 1 },
    remoteAddress,
  });
}

export function memberCall(
  app: FastifyInstance,
  url: string,
  token: string,
  payload: unknown = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: payload as Record<string, unknown>,
  });
}

export function messageOf(res: LightMyRequestResponse): string {
  return body<{ message: string }>(res).message;
}
