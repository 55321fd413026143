// An Idempotency-Key as payment APIs use it: bound to its caller, its route and the request it was
// first sent with (a sha256 of all three), so a key sent again with another request (another
// member's adjustment, another amount) is refused with 409 instead of answering "done" while nothing
// moves; a true retry gets the first answer, status and body, stored when it succeeded.
//
// serve.ts applies it to every route whose declaration takes the header (contract routes/params.ts
// idempotencyHeaders): no route can forget it. The key is the body's `ref` where the route takes one
// (event and step bets: the module's own key), else the header.
//
// What keeps money moving once is still each module's own key, in the money's transaction (the
// ledger entry's key, a bet's, a withdrawal's or an order's ref): the claim here is its own short
// statement before the handler. So two parallel sends of one request both run the handler and the
// module answers the second as the first; a server that dies between the move and the stored answer
// leaves a claim without one, and the retry runs the handler again, which finds the move done.
// A refusal releases the claim: nothing happened, and a console dialog that keeps its key for one
// form may send it again corrected.
import { createHash } from 'node:crypto';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { conflict } from './errors.ts';

export interface IdempotentCall {
  principal: string;
  key: string;
  route: string;
  fingerprint: string;
}

/** JSON with every object's keys sorted, so one request has one fingerprint whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The key a request carries and what it is bound to; null without a key or a signed-in caller. */
export function idempotentCall(req: FastifyRequest, declaration: RouteDeclaration): IdempotentCall | null {
  const body = req.body as Record<string, unknown> | null | undefined;
  const bodyRef = body && typeof body === 'object' && typeof body.ref === 'string' ? body.ref : undefined;
  const header = (req.headers as Record<string, unknown>)['idempotency-key'];
  const key = bodyRef ?? (typeof header === 'string' && header !== '' ? header : undefined);
  if (key === undefined) return null;
  const principal = req.member
    ? `member:${req.member.memberId}`
    : req.operator
      ? `operator:${req.operator.operatorId}`
      : null;
  if (principal === null) return null;
  const route = `${declaration.method} ${declaration.path}`;
  const fingerprint = createHash('sha256')
    .update(canonicalJson({ route, principal, params: req.params, query: req.query, body: req.body }))
    .digest('hex');
  return { principal, key, route, fingerprint };
}

type Stored = { status: number; reply: unknown };

interface KeyRow {
  fingerprint: string;
  status: number | null;
  reply: unknown;
  [column: string]: unknown;
}

/**
 * Claims the key for this request: 'new' when this call made the claim, 'running' when the same
 * request holds it without an answer yet (in flight, or its server died), the stored answer of a
 * true retry; 409 when the key is bound to another request.
 */
async function claim(db: Db, call: IdempotentCall): Promise<'new' | 'running' | Stored> {
  const made = await db.query(
    `INSERT INTO idempotency_keys (principal, key, route, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT (principal, key) DO NOTHING`,
    [call.principal, call.key, call.route, call.fingerprint],
  );
  if (made.rowCount === 1) return 'new';
  const { rows } = await db.query<KeyRow>(
    'SELECT fingerprint, status, reply FROM idempotency_keys WHERE principal = $1 AND key = $2',
    [call.principal, call.key],
  );
  const row = rows[0];
  // released by a refusal between the two statements: this request may have it
  if (!row) return claim(db, call);
  if (row.fingerprint !== call.fingerprint) throw conflict('idempotency.key_reused');
  return row.status === null ? 'running' : { status: row.status, reply: row.reply };
}

/** Keeps the first successful answer of the key's request, and returns the one kept. */
async function keep(db: Db, call: IdempotentCall, answer: Stored): Promise<Stored> {
  const { rows } = await db.query<KeyRow>(
    `INSERT INTO idempotency_keys (principal, key, route, fingerprint, status, reply)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (principal, key) DO UPDATE SET status = EXCLUDED.status, reply = EXCLUDED.reply
       WHERE idempotency_keys.status IS NULL AND idempotency_keys.fingerprint = EXCLUDED.fingerprint
     RETURNING fingerprint, status, reply`,
    [call.principal, call.key, call.route, call.fingerprint, answer.status, JSON.stringify(answer.reply)],
  );
  if (rows.length === 1) return answer;
  // a parallel send of the same request kept its answer first: every send answers as it did
  const kept = await db.query<KeyRow>(
    'SELECT fingerprint, status, reply FROM idempotency_keys WHERE principal = $1 AND key = $2',
    [call.principal, call.key],
  );
  const row = kept.rows[0];
  return row && row.fingerprint === call.fingerprint && row.status !== null
    ? { status: row.status, reply: row.reply }
    : answer;
}

async function release(db: Db, call: IdempotentCall): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys
     WHERE principal = $1 AND key = $2 AND fingerprint = $3 AND status IS NULL`,
    [call.principal, call.key, call.fingerprint],
  );
}

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** `handler` with the route's Idempotency-Key bound to its request (see the head of this file). */
export function idempotent(db: Db, declaration: RouteDeclaration, handler: Handler): Handler {
  return async (req, reply) => {
    const call = idempotentCall(req, declaration);
    if (call === null) return handler(req, reply);
    const claimed = await claim(db, call);
    if (typeof claimed === 'object') return reply.status(claimed.status).send(claimed.reply);
    let answer: unknown;
    try {
      answer = await handler(req, reply);
    } catch (err) {
      if (claimed === 'new') await release(db, call);
      throw err;
    }
    // a route that sent its own reply (none that takes a key today) is not replayed
    if (reply.sent || answer === reply || answer === undefined) return answer;
    const kept = await keep(db, call, { status: reply.statusCode, reply: answer });
    return reply.status(kept.status).send(kept.reply);
  };
}
