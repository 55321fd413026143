// The reply envelope every API call answers with (spec §1: success, message, data), typed as a test
// expects it.
import type { LoginData, User } from '@sanam/contract/account.ts';
import type { LightMyRequestResponse } from 'fastify';

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

export function messageOf(res: LightMyRequestResponse): string {
  return body<{ message: string }>(res).message;
}
