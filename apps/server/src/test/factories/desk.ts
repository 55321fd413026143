// The operator console's side: operators of each role with a token, and calls to the operator API.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { callOk, callRoute, type RouteCallArgs, withDefaults } from '../call-route.ts';
import { createTestApp, type TestContext } from '../test-app.ts';

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
  const data = await callOk(app, operatorAuthRoutes.login, { body: { username, password } });
  if (!('access_token' in data)) throw new Error(`operator login needs a second step: ${data.step}`);
  return data.access_token;
}

/** A call of an operator route by its declaration, as the operator holding `token`. */
export function adminRoute<R extends RouteDeclaration>(
  app: FastifyInstance,
  token: string,
  route: R,
  ...args: RouteCallArgs<R>
) {
  return callRoute(app, route, ...withDefaults(args, { as: token }));
}
