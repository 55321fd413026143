// Access tokens (DESIGN §6): HS256 JWTs of 15 minutes naming the subject, its kind, its session
// (sid) and an operator's role. Signing and reading only: whether the session is live is the guards'.
import { ACCESS_TOKEN_TTL_SECONDS, OPERATOR_ROLES, type OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import type { Config } from '../../config.ts';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  kind: z.enum(['member', 'operator']),
  sid: z.uuid(),
  role: z.enum(OPERATOR_ROLES).optional(),
});
type Claims = { subjectId: number; kind: 'member' | 'operator'; sessionId: string; role?: OperatorRole };

// Access tokens are HS256 JWTs made and checked by fast-jwt, synchronously with node:crypto: every
// request checks one, and jose's WebCrypto path cost about a quarter of the server's time per bet
// (docs/decisions.md). Verified tokens are cached until they expire.
type Jwt = {
  sign: (payload: Record<string, unknown>) => string;
  verify: (token: string) => unknown;
  verifyIgnoringExpiry: (token: string) => unknown;
};
const jwts = new WeakMap<Config, Jwt>();
function jwtOf(config: Config): Jwt {
  let jwt = jwts.get(config);
  if (!jwt) {
    const key = config.jwtSecret;
    jwt = {
      sign: createSigner({ key, algorithm: 'HS256' }),
      verify: createVerifier({ key, algorithms: ['HS256'], cache: 10_000 }),
      verifyIgnoringExpiry: createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true }),
    };
    jwts.set(config, jwt);
  }
  return jwt;
}

export function signAccessToken(config: Config, c: Claims): string {
  const now = Math.floor(Date.now() / 1000);
  return jwtOf(config).sign({
    kind: c.kind,
    sid: c.sessionId,
    ...(c.role ? { role: c.role } : {}),
    sub: String(c.subjectId),
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
  });
}

function toClaims(payload: unknown): Claims | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, kind, sid, role } = parsed.data;
  return { subjectId: Number(sub), kind, sessionId: sid, ...(role ? { role } : {}) };
}

/**
 * The claims of a token signed with our key, or null. `allowExpired` is for logout only: the
 * signature is checked all the same, so an expired token still names its session truthfully.
 */
export function readAccessToken(
  config: Config,
  token: string,
  opts: { allowExpired?: boolean } = {},
): Claims | null {
  const jwt = jwtOf(config);
  try {
    return toClaims(opts.allowExpired ? jwt.verifyIgnoringExpiry(token) : jwt.verify(token));
  } catch {
    return null;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
