// The bench's calls to the real server: the operator and member API, as the console and the member
// app make them. Replies are the `{success, message, data}` envelope.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { REPO_ROOT } from './server-process.ts';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async call<T>(
    method: 'GET' | 'POST' | 'PATCH',
    route: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const res = await fetch(`${this.baseUrl}/api${route}`, {
      method,
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
    return (JSON.parse(text) as Envelope<T>).data;
  }
}

const BENCH_OPERATOR = { username: 'bench_operator', password: 'bench-operator-pass' };

/**
 * A fresh database has no operator (no demo seed): one is written straight into it, hashed with the
 * server's own argon2, and logs in through the API like the console.
 */
export async function operatorToken(api: Api, databaseUrl: string): Promise<string> {
  const requireFromServer = createRequire(path.join(REPO_ROOT, 'apps/server/package.json'));
  const argon2 = requireFromServer('argon2') as {
    hash(password: string, opts: { type: number }): Promise<string>;
    argon2id: number;
  };
  const hash = await argon2.hash(BENCH_OPERATOR.password, { type: argon2.argon2id });
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query(
      `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'admin') ON CONFLICT DO NOTHING`,
      [BENCH_OPERATOR.username, hash],
    );
  } finally {
    await c.end();
  }
  const login = await api.call<{
    step: 'done' | 'totp' | 'enrol';
    access_token?: string;
    challenge_token?: string;
  }>('POST', '/admin/auth/login', { body: BENCH_OPERATOR });
  if (login.step === 'done' && login.access_token) return login.access_token;
  if (login.step !== 'enrol' || !login.challenge_token)
    throw new Error(`bench operator login: ${login.step}`);
  // the bench server runs as production, where an admin enrols a second factor at the first login
  // (the bench is its own authenticator app)
  const challenge_token = login.challenge_token;
  const { secret } = await api.call<{ secret: string }>('POST', '/admin/auth/login/enrol', {
    body: { challenge_token },
  });
  const code = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
  const done = await api.call<{ access_token: string }>('POST', '/admin/auth/login/enrol/confirm', {
    body: { challenge_token, code },
  });
  return done.access_token;
}

export interface BenchMember {
  id: number;
  token: string;
}

/** Registers a member through the member API and records a cashier deposit for it (ledger: bank:in → member). */
export async function fundedMember(
  api: Api,
  opToken: string,
  n: number,
  depositBaht: number,
): Promise<BenchMember> {
  const digits = String(n).padStart(8, '0');
  const reg = await api.call<{ access_token: string; user: { id: number } }>('POST', '/user/register', {
    // each bench member registers from its own address of the benchmarking range (RFC 2544), through
    // the "proxy" the bench server trusts (TRUST_PROXY=loopback), as real members would: registrations
    // are limited per address (contract RATE_LIMITS)
    headers: { 'x-forwarded-for': `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}` },
    body: {
      phone: `09${digits}`,
      password: 'bench-member-pass',
      name: `Bench member ${n}`,
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `77${digits}`,
      referrer: '',
    },
  });
  await api.call('POST', `/admin/members/${reg.user.id}/adjust`, {
    token: opToken,
    headers: { 'idempotency-key': randomUUID() },
    body: { amount: depositBaht, reason: 'bench deposit', kind: 'deposit' },
  });
  return { id: reg.user.id, token: reg.access_token };
}

export interface BenchRate {
  id: number;
  red_rate_1: number;
  red_rate_2: number;
  blue_rate_1: number;
  blue_rate_2: number;
}

/** A running match with a published even rate and betting open, as an operator sets one up. */
export async function openMatch(
  api: Api,
  opToken: string,
  name: string,
  /** the round's bet delay in seconds: none for the bet path's own measure (section a) */
  betDelay = 0,
): Promise<{ matchId: number; rate: BenchRate }> {
  const match = await api.call<{ id: number }>('POST', '/admin/matches', {
    token: opToken,
    body: {
      round_name: name,
      round_type: 'bull',
      red_cow_name: 'Bench red',
      blue_cow_name: 'Bench blue',
      bet_delay: betDelay,
    },
  });
  const rate = await publishRate(api, opToken, match.id, 10);
  // every limit switched on, high enough that none refuses a bench bet, so each bet pays
  // for every check (its member's controls and per-side total, the round's book locked for the cap)
  await api.call('PATCH', `/admin/matches/${match.id}/limits`, { token: opToken, body: BENCH_LIMITS });
  await api.call('POST', `/admin/matches/${match.id}/open`, { token: opToken });
  return { matchId: match.id, rate };
}

/** The bench round's limits (baht): far above what a run stakes (about 1,500 baht a member). */
export const BENCH_LIMITS = {
  max_bet: 10_000,
  max_payout: 50_000,
  member_side_cap: 100_000,
  liability_cap: 5_000_000,
} as const;

export function publishRate(api: Api, opToken: string, matchId: number, red2: number): Promise<BenchRate> {
  return api.call<BenchRate>('POST', `/admin/matches/${matchId}/rates`, {
    token: opToken,
    body: { red_rate_1: 10, red_rate_2: red2, blue_rate_1: red2, blue_rate_2: 10 },
  });
}
