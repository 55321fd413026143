// The fuzz test: every route the app registers gets requests generated from its own zod
// schemas (body, query string, path), valid ones and invalid ones (wrong types, huge numbers, NUL and
// other odd characters, missing and extra fields, deep nesting, oversize strings), from an anonymous
// caller, a member and an operator of each role. No reply may be a 5xx, a refused request may not
// change the ledger, and the ledger invariants hold after each route and at the end.
//
// `npm test` runs a short form (FUZZ_RUNS=1 request of each kind per route and caller); FUZZ_RUNS=50
// runs it longer, and FUZZ_SEED repeats a run (docs/operations.md).
import { OPERATOR_ROLES, type OperatorRole } from '@sanam/contract/constants.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredRoutes } from './http/route-list.ts';
import { fuzzRuns, fuzzSeed } from './test/env.ts';
import { runLedgerChecks } from './ledger/check.ts';
import { callRoute } from './test/call-route.ts';
import { bettingFactory } from './test/factories/bets.ts';
import { adminRoute, operatorToken } from './test/factories/desk.ts';
import { aMember, type TestMember } from './test/factories/members.ts';
import { walletFactory } from './test/factories/wallet.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

const RUNS = fuzzRuns();
const SEED = fuzzSeed();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

// ---------------------------------------------------------------------------------------------
// Valid values: an arbitrary of fast-check from the schema's JSON Schema (z.toJSONSchema, input side).
// Refinements are not in JSON Schema, so "valid" means of the right shape; small integers are
// preferred, so ids name rows that exist.

function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const THAI = ['สมชาย ใจดี', 'คู่ที่ 1', 'ทดสอบ', 'ฝากเงิน', 'หมายเหตุ'];

function arbOf(s: JsonSchema, root: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  if (depth > 8) return fc.constant(null);
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    return target ? arbOf(target, root, depth + 1) : fc.constant(null);
  }
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbOf(a, root, depth + 1)));
  if (s.allOf?.[0]) return arbOf(s.allOf[0], root, depth + 1);
  const type: string = (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'any';
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
    case 'number':
      return numberArb(s, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => arbOf(p, root, depth + 1)));
      const item = s.items ? arbOf(s.items, root, depth + 1) : fc.constant(1);
      const minLength = s.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0 && s.additionalProperties && typeof s.additionalProperties === 'object') {
        const key = s.propertyNames ? arbOf(s.propertyNames, root, depth + 1) : fc.string({ maxLength: 8 });
        return fc.dictionary(
          key.map((k) => (typeof k === 'string' ? k : JSON.stringify(k))),
          arbOf(s.additionalProperties, root, depth + 1),
          { maxKeys: 4 },
        );
      }
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const k of keys) model[k] = arbOf(props[k] ?? {}, root, depth + 1);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    default:
      return fc.constantFrom<Json>(null, 1, 'x', true);
  }
}

function stringArb(s: JsonSchema): fc.Arbitrary<Json> {
  if (s.format === 'date-time')
    return fc
      .date({ noInvalidDate: true, min: new Date(2000, 0), max: new Date(2100, 0) })
      .map((d) => d.toISOString());
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  // no filters here: a filter a generator rarely meets spins for ever
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 200));
    } catch {
      // a pattern JavaScript cannot read: plain text
    }
  }
  const thai = THAI.filter((v) => v.length >= minLength && v.length <= maxLength);
  const plain = fc.string({ minLength, maxLength });
  return thai.length > 0 ? fc.oneof(plain, fc.constantFrom(...thai)) : plain;
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<Json> {
  const min =
    s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1e6);
  const max =
    s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1e9);
  const lo = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const hi = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  if (lo > hi) return fc.constant(min);
  const small = fc.integer({ min: Math.max(lo, Math.min(1, hi)), max: Math.min(hi, Math.max(lo, 1) + 9) });
  const whole = fc.integer({ min: lo, max: hi });
  if (integer) return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: whole, weight: 1 });
  // money: baht with at most two decimals
  const cents = fc
    .integer({ min: Math.max(lo * 100, -1e9), max: Math.min(hi * 100, 1e9) })
    .map((n) => n / 100);
  return fc.oneof(
    { arbitrary: small, weight: 3 },
    { arbitrary: cents, weight: 2 },
    { arbitrary: whole, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Invalid values: a valid one, broken in one of the ways a fuzzer breaks requests.

const DEEP = JSON.parse(`${'['.repeat(500)}1${']'.repeat(500)}`) as Json;
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eRTL',
  '\ufeffbom',
  '𝕏🙂',
  '\u0001\u001f\u007f',
  'x'.repeat(10_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '0x10',
  '1e3',
  '-0',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '-1',
  '2147483648',
  '9007199254740993',
];
const ODD_VALUES: Json[] = [
  ...ODD_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  0.001,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 53),
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
  [],
  {},
  [null],
  DEEP,
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as Json,
];
const oddValue = fc.constantFrom(...ODD_VALUES);
const oddString = fc.constantFrom(...ODD_STRINGS);

type Mutation =
  | { kind: 'replace-all'; value: Json }
  | { kind: 'replace-field'; pick: number; value: Json }
  | { kind: 'drop-field'; pick: number }
  | { kind: 'extra-field'; key: string; value: Json }
  | { kind: 'every-string'; value: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  oddValue.map((value) => ({ kind: 'replace-all' as const, value })),
  fc.tuple(fc.nat(), oddValue).map(([pick, value]) => ({ kind: 'replace-field' as const, pick, value })),
  fc.nat().map((pick) => ({ kind: 'drop-field' as const, pick })),
  fc
    .tuple(
      fc.constantFrom('extra', 'id', 'member_id', 'balance', 'is_admin', '__proto__', 'a\u0000'),
      oddValue,
    )
    .map(([key, value]) => ({ kind: 'extra-field' as const, key, value })),
  oddString.map((value) => ({ kind: 'every-string' as const, value })),
);

function mutate(valid: Json, m: Mutation): Json {
  const isObject = valid !== null && typeof valid === 'object' && !Array.isArray(valid);
  const keys = isObject ? Object.keys(valid) : [];
  switch (m.kind) {
    case 'replace-all':
      return m.value;
    case 'replace-field': {
      if (!isObject || keys.length === 0) return m.value;
      const key = keys[m.pick % keys.length] as string;
      return { ...valid, [key]: m.value };
    }
    case 'drop-field': {
      if (!isObject || keys.length === 0) return null;
      const copy = { ...valid };
      delete copy[keys[m.pick % keys.length] as string];
      return copy;
    }
    case 'extra-field': {
      const copy: Record<string, Json> = isObject ? { ...valid } : {};
      Object.defineProperty(copy, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    }
    case 'every-string':
      return replaceStrings(valid, m.value);
  }
}

function replaceStrings(v: Json, s: string): Json {
  if (typeof v === 'string') return s;
  if (Array.isArray(v)) return v.map((x) => replaceStrings(x, s));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceStrings(x, s)]));
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// A request of a route: its path filled in, its query string and its body.

interface Shape {
  method: string;
  url: string;
  params: string[];
  body: JsonSchema | null;
  query: JsonSchema | null;
  paramSchema: JsonSchema | null;
}

function shapeOf(route: RouteOptions): Shape | null {
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  if (!method || method === 'HEAD' || method === 'OPTIONS') return null;
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const params = [...route.url.matchAll(/:([A-Za-z_]+)|\*/g)].map((m) => m[1] ?? '*');
  return {
    method,
    url: route.url,
    params,
    body: toJsonSchema(schema.body),
    query: toJsonSchema(schema.querystring),
    paramSchema: toJsonSchema(schema.params),
  };
}

interface Request {
  method: string;
  url: string;
  payload?: string;
}

/** encodeURIComponent, but a lone surrogate goes as U+FFFD (as a browser sends it) instead of throwing. */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

function sampleOf<T>(arb: fc.Arbitrary<T>, seed: number): T {
  const [value] = fc.sample(arb, { numRuns: 1, seed });
  return value as T;
}

function build(shape: Shape, seed: number, invalid: boolean): Request {
  const part = (s: JsonSchema | null, salt: number): Json | undefined =>
    s ? sampleOf(arbOf(s, s), seed + salt) : undefined;
  const m = invalid ? sampleOf(mutation, seed + 7) : null;
  // which part an invalid request breaks: the body when there is one, else the query or the path
  const target = sampleOf(fc.nat({ max: 2 }), seed + 11);

  const paramValues = (part(shape.paramSchema, 1) ?? {}) as Record<string, Json>;
  let url = shape.url;
  for (const p of shape.params) {
    let value: Json =
      paramValues[p] ?? sampleOf(fc.oneof(fc.nat({ max: 10 }), fc.constantFrom('a', 'x.png')), seed + 2);
    if (m && (target === 2 || (!shape.body && !shape.query))) value = sampleOf(oddValue, seed + 3);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    url = url.replace(p === '*' ? '*' : `:${p}`, percentEncoded(text));
  }

  let query = part(shape.query, 4);
  if (m && shape.query && (target === 1 || !shape.body)) query = mutate(query ?? {}, m);
  if (query !== undefined && query !== null && typeof query === 'object' && !Array.isArray(query)) {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v !== undefined) qs.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const text = qs.toString();
    if (text) url = `${url}?${text}`;
  }

  let body = part(shape.body, 5);
  if (m && shape.body && target === 0) body = mutate(body ?? {}, m);
  else if (m && shape.body && target !== 0 && !shape.query) body = mutate(body ?? {}, m);
  if (shape.method === 'GET' || shape.method === 'DELETE') return { method: shape.method, url };
  return { method: shape.method, url, payload: body === undefined ? undefined : JSON.stringify(body) };
}

// ---------------------------------------------------------------------------------------------

interface Callers {
  anonymous: null;
  member: TestMember;
  operators: Record<OperatorRole, string>;
}

let t: TestContext;
let callers: Callers;
let cashierOf = '';

beforeAll(async () => {
  t = await createTestApp();
  const operators = {} as Record<OperatorRole, string>;
  for (const role of OPERATOR_ROLES) operators[role] = await operatorToken(t.app, t.db, role);
  cashierOf = operators.cashier;
  const desk = { t, admin: operators.admin, cashier: operators.cashier, operator: operators.operator };
  // rows for the generated ids to find: a house account, a running match with a rate, a pre-fight one
  const wallet = walletFactory(desk);
  await wallet.openHouseAccount();
  const betting = bettingFactory(desk);
  await betting.openMatch();
  await betting.openMatch({ prefight: true });
  callers = { anonymous: null, member: await fundedMember(t.app), operators };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function fundedMember(app: FastifyInstance): Promise<TestMember> {
  const member = await aMember(app);
  await adminRoute(app, cashierOf, memberDeskRoutes.adjust, {
    params: { id: member.id },
    body: { amount: 50_000, reason: 'fuzz funds', kind: 'deposit' },
  });
  return member;
}

/** A generated call may log its caller out, block the member or change a password: new callers then. */
async function keepCallersLive(): Promise<void> {
  const profile = await callRoute(t.app, accountRoutes.profile, { as: callers.member });
  if (profile.statusCode !== 200) callers.member = await fundedMember(t.app);
  for (const role of OPERATOR_ROLES) {
    const me = await adminRoute(t.app, callers.operators[role], operatorAuthRoutes.me);
    if (me.statusCode !== 200) {
      callers.operators[role] = await operatorToken(t.app, t.db, role);
      if (role === 'cashier') cashierOf = callers.operators[role];
    }
  }
}

async function ledgerCounts(): Promise<{ entries: number; postings: number }> {
  await t.idle();
  const { rows } = await t.db.query<{ entries: number; postings: number }>(
    `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM postings) AS postings`,
  );
  return rows[0] ?? { entries: -1, postings: -1 };
}

interface Finding {
  request: string;
  caller: string;
  status: number;
  reply: string;
}

describe(`fuzz from the contract (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  it('answers every generated request to every route without a 5xx, and a refused one changes no money', async () => {
    const shapes = registeredRoutes(t.app)
      .map(shapeOf)
      .filter((s): s is Shape => s !== null)
      // the logouts last, so they end no session the other routes need (callers are renewed anyway)
      .sort((a, b) => Number(/logout|revoke/.test(a.url)) - Number(/logout|revoke/.test(b.url)));
    expect(shapes.length).toBeGreaterThan(50);
    // the four-eyes staff requests are fuzzed like every other route
    expect(shapes.map((s) => `${s.method} ${s.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff/requests',
        'POST /api/admin/staff/requests/:id/approve',
        'POST /api/admin/staff/requests/:id/reject',
        'POST /api/admin/operators/:id/totp/reset',
      ]),
    );

    const findings: Finding[] = [];
    const moved: Finding[] = [];
    const brokenInvariants: string[] = [];
    let sent = 0;
    let seed = SEED;
    for (const shape of shapes) {
      await keepCallersLive();
      const who: Array<[string, string | null]> = [
        ['anonymous', null],
        ['member', callers.member.accessToken],
        ...OPERATOR_ROLES.map((role): [string, string] => [role, callers.operators[role]]),
      ];
      for (const [caller, token] of who) {
        for (let i = 0; i < RUNS * 2; i++) {
          const invalid = i % 2 === 1;
          const request = build(shape, seed++, invalid);
          const before = await ledgerCounts();
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            // an address of its own: the fuzzer's failed logins trip the per-address login limit,
            // which must not refuse the test's own logins (keepCallersLive) from 127.0.0.1
            remoteAddress: `10.77.${sent % 250}.${who.findIndex(([c]) => c === caller) + 1}`,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const described = {
            request: `${request.method} ${request.url.slice(0, 300)} ${(request.payload ?? '').slice(0, 300)}`,
            caller,
            status: res.statusCode,
            reply: res.body.slice(0, 200),
          };
          if (res.statusCode >= 500) findings.push(described);
          if (res.statusCode >= 400) {
            const after = await ledgerCounts();
            if (after.entries !== before.entries || after.postings !== before.postings) moved.push(described);
          }
        }
      }
      const check = await runLedgerChecks(t.db);
      for (const c of check.checks)
        if (!c.ok)
          brokenInvariants.push(`${shape.method} ${shape.url}: ${c.code} ${JSON.stringify(c.findings)}`);
    }
    console.info(`fuzz: ${sent} requests to ${shapes.length} routes (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`);
    expect(findings).toEqual([]);
    expect(moved).toEqual([]);
    expect(brokenInvariants).toEqual([]);
    expect((await runLedgerChecks(t.db)).ok).toBe(true);
  }, 600_000);
});
