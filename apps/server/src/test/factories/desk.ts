// The operator console's side: operators of each role with a token, and calls to the operator API.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { createTestApp, type TestContext } from '../test-app.ts';
import { body, type Envelope } from './replies.ts';

/** An app and an operator of each role logged in to it: what the money factories drive. */
export interface Desk {
  readonly t: TestContext;
  readonly operator: string;
  readonly cashier: string;
  readonly admin: string;
}

let seq = 0;
const run = Math.floor(Math.random() * 9000) + 1000;

/** A fresh app with an operator of each role logged in (the harness's useDesk() makes one per file). */
export async function openDesk(): Promise<Desk> {
  const t = await createTestApp();
  const [operator, cashier, admin] = await Promise.all(
    DESK_ROLES.map((role) => operatorToken(t.app, t.db, role)),
  );
  if (!operator || !cashier || !admin) throw new Error('an operator is missing');
  return { t, operator, cashier, admin };
}

export type DeskRole = keyof Omit<Desk, 't'>;
export const DESK_ROLES: readonly DeskRole[] = ['operator', 'cashier', 'admin'];

/** An operator of each of `roles` in `t`'s database, logged in. */
export async function deskTokens(
  t: TestContext,
  roles: readonly DeskRole[] = DESK_ROLES,
): Promise<Partial<Omit<Desk, 't'>>> {
  const tokens = await Promise.all(roles.map((role) => operatorToken(t.app, t.db, role)));
  return Object.fromEntries(roles.map((role, i) => [role, tokens[i]]));
}

/** A new operator of `role` in the database, logged in through the console's login call. */
export async function operatorToken(app: FastifyInstance, db: Db, role: OperatorRole): Promise<string> {
  const username = `${role}${run}${String(++seq).padStart(4, '0')}`;
  const password = 'secret-pass';
  await db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
    username,
    await hashPassword(password, { env: 'test' }),
    role,
  ]);
  return loginOperator(app, username, password);
}

export async function loginOperator(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.statusCode} ${res.body}`);
  return body<Envelope<{ access_token: string }>>(res).data.access_token;
}

/** A call to the operator API with a bearer token. */
export function adminCall(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
