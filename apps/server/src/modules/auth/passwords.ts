// Passwords (DESIGN §6): argon2id hashes, and a check that costs the same whether or not the
// account exists, so the time taken does not tell whether a phone is registered.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { Config } from '../../config.ts';

// OWASP's argon2id baseline (19 MiB, 2 passes). Tests use a cheaper cost, still argon2id;
// verify reads the cost from the stored hash, so both kinds verify anywhere.
const ARGON2_COST = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 4_096, timeCost: 2, parallelism: 1 },
} as const;

function argon2Cost(config?: Pick<Config, 'env'>) {
  return config?.env === 'test' ? ARGON2_COST.test : ARGON2_COST.standard;
}

/** argon2id hash. Pass the config so tests get the cheap cost; production always gets the standard one. */
export async function hashPassword(password: string, config?: Pick<Config, 'env'>): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...argon2Cost(config) });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

// An unknown phone still pays for one argon2 verify, against a hash of the same cost, so the time
// taken does not tell whether the phone is registered.
const dummyHashes = new Map<string, Promise<string>>();
function dummyHash(config: Pick<Config, 'env'>): Promise<string> {
  const cost = config.env === 'test' ? 'test' : 'standard';
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), config);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** True when `password` matches `storedHash`; an absent hash costs the same and is always false. */
export async function checkPassword(
  config: Pick<Config, 'env'>,
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash !== null) return verifyPassword(storedHash, password);
  await verifyPassword(await dummyHash(config), password);
  return false;
}
