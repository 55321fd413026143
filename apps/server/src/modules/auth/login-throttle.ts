// Login throttling (DESIGN §6, contract LOGIN_THROTTLE): slows whoever guesses, never locks the owner
// out. Counted per (account, address) with a doubling back-off, per address across accounts, and per
// account across addresses (a back-off that spares the addresses the account signed in from).
//
// Every attempt takes its points up front, atomically, and gives them back unless it turns out to be
// a failure; an attempt that must wait takes the (account, address) gate, one token held for the
// back-off that follows it, so of parallel guesses past the free ones exactly one reaches the
// password check. A failure needs no call of its own: its points stay and its gate runs out when its
// back-off has passed. A success clears the pair's failures; an operator's unlock (clearLoginFailures)
// starts the account afresh by bumping its generation, which is in every account key.

import { backoffSeconds, LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/db.ts';
import { WaitError } from '../../http/errors.ts';
import { closeLimiterStore, limiterStore } from '../../http/limiter-store.ts';
import type { AppDeps } from '../../http/types.ts';

const ATTEMPT_LIMIT = 1_000_000; // the counters only count: the waits are decided below

export class LoginThrottle {
  constructor(
    private readonly store: {
      pairs: RateLimiterAbstract;
      pairGate: RateLimiterAbstract;
      accounts: RateLimiterAbstract;
      accountGate: RateLimiterAbstract;
      byIp: RateLimiterAbstract;
      known: RateLimiterAbstract;
      generations: RateLimiterAbstract;
    },
  ) {}

  private async keys(subject: string, ip: string | null) {
    const generation = (await this.store.generations.get(subject))?.consumedPoints ?? 0;
    const account = `${generation}:${subject}`;
    return { account, pair: `${account}|${ip ?? '-'}`, known: `${subject}|${ip ?? '-'}` };
  }

  /** Takes the attempt's points; 429 with the wait (before any password is looked at) when it must wait. */
  async begin(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, accountGate, byIp, known } = this.store;
    const k = await this.keys(subject, ip);
    const taken: Array<() => Promise<unknown>> = [];
    const giveBack = () => Promise.all(taken.map((undo) => undo()));
    const refuse = async (waitMs: number) => {
      await giveBack();
      throw new WaitError('auth.login_wait', waitMs / 1000);
    };
    if (ip !== null) {
      try {
        await byIp.consume(ip);
        taken.push(() => byIp.reward(ip, 1));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return refuse(err.msBeforeNext);
      }
    }
    const pairFailures = (await pairs.consume(k.pair)).consumedPoints;
    taken.push(() => pairs.reward(k.pair, 1));
    const accountFailures = (await accounts.consume(k.account)).consumedPoints;
    taken.push(() => accounts.reward(k.account, 1));

    // this attempt, should it fail, is failure number pairFailures: the next one waits this long
    const pairWait = backoffSeconds(pairFailures, LOGIN_THROTTLE.perPair);
    if (pairWait > 0) {
      try {
        await pairGate.consume(k.pair, 1, { customDuration: pairWait });
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return refuse(err.msBeforeNext);
      }
    }
    const accountWait = backoffSeconds(accountFailures, LOGIN_THROTTLE.perAccount);
    if (accountWait > 0 && !(ip !== null && (await known.get(k.known)))) {
      try {
        await accountGate.consume(k.account, 1, { customDuration: accountWait });
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        if (pairWait > 0) taken.push(() => pairGate.delete(k.pair));
        return refuse(err.msBeforeNext);
      }
    }
  }

  /**
   * A success clears the pair's failures and wait, returns the account's and the IP's point, and
   * remembers the address as the account's own. The account's count across addresses stays: the
   * owner signing in does not reset what a crowd elsewhere has spent.
   */
  async succeeded(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, byIp, known } = this.store;
    const k = await this.keys(subject, ip);
    await Promise.all([
      pairs.delete(k.pair),
      pairGate.delete(k.pair),
      accounts.reward(k.account, 1),
      ip === null ? null : byIp.reward(ip, 1),
      ip === null ? null : known.set(k.known, 1, LOGIN_THROTTLE.knownAddressDays * 24 * 60 * 60),
    ]);
  }

  /** Neither a success nor a failure (a blocked account with the right password): all points back. */
  async neutral(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, byIp } = this.store;
    const k = await this.keys(subject, ip);
    await Promise.all([
      pairs.reward(k.pair, 1),
      pairGate.delete(k.pair),
      accounts.reward(k.account, 1),
      ip === null ? null : byIp.reward(ip, 1),
    ]);
  }

  /** The operator's unlock: every failure counted against the account, from every address, is forgotten. */
  async clear(subject: string): Promise<void> {
    await this.store.generations.penalty(subject, 1);
  }
}

interface Throttles {
  member: LoginThrottle;
  operator: LoginThrottle;
}

// One set per app (keyed by its database), so apps built side by side in tests never share counters.
const throttlesByDb = new WeakMap<Db, Throttles>();

export function throttles(deps: AppDeps): Throttles {
  const existing = throttlesByDb.get(deps.db);
  if (existing) return existing;
  // shared counters across nodes with Redis, in memory while it is unreachable (http/limiter-store.ts)
  const store = limiterStore(deps);
  const { perPair, perAddress, perAccount } = LOGIN_THROTTLE;
  const throttle = (prefix: string) =>
    new LoginThrottle({
      pairs: store.limiter(`${prefix}-pair`, ATTEMPT_LIMIT, perPair.windowSeconds),
      // one token; each taker sets its own duration (customDuration)
      pairGate: store.limiter(`${prefix}-pair-gate`, 1, perPair.maxWaitSeconds),
      accounts: store.limiter(`${prefix}-account`, ATTEMPT_LIMIT, perAccount.windowSeconds),
      accountGate: store.limiter(`${prefix}-account-gate`, 1, perAccount.maxWaitSeconds),
      byIp: store.limiter(`${prefix}-ip`, perAddress.failures, perAddress.windowSeconds),
      known: store.limiter(`${prefix}-known`, 1, LOGIN_THROTTLE.knownAddressDays * 24 * 60 * 60),
      // never expires: an account's generation only grows, one step per unlock
      generations: store.limiter(`${prefix}-generation`, ATTEMPT_LIMIT, 0),
    });
  const created: Throttles = { member: throttle('login-member'), operator: throttle('login-operator') };
  throttlesByDb.set(deps.db, created);
  return created;
}

/**
 * A staff unlock of one account's login (login-unlock.ts here and in members, audited there):
 * forgets every failure counted against the member's phone (or the operator's username), from every
 * address, on every node when the counters are in Redis.
 */
export async function clearLoginFailures(
  deps: AppDeps,
  account: { kind: 'member'; phone: string } | { kind: 'operator'; username: string },
): Promise<void> {
  const t = throttles(deps);
  if (account.kind === 'member') await t.member.clear(account.phone);
  else await t.operator.clear(account.username);
}

/** Connects the login throttle's store at start (Redis is then ready before the first login). */
export function openAuth(deps: AppDeps): void {
  throttles(deps);
}

/** Releases the throttle's Redis connection (app onClose). */
export async function closeAuth(deps: AppDeps): Promise<void> {
  throttlesByDb.delete(deps.db);
  await closeLimiterStore(deps);
}
