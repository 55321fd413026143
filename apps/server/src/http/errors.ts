import type { MessageKey } from '@sanam/contract/messages.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { FastifyBaseLogger } from 'fastify';
import {
  belowMinimumFields,
  offStepFields,
  stakeStepSatang,
  type StakeRefusal,
} from '@sanam/contract/stakes.ts';

/**
 * An error a member or operator should see: an HTTP status, a message key of the contract's
 * catalogue (translated on the way out), a stable code, and optional per-field message keys.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly code: string = messageKey,
    readonly fields?: Record<string, MessageKey>,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/**
 * What a socket's caller is told of `err`: an AppError's message key and code; anything else is
 * internal, its details logged as `failure` and never sent.
 */
export function publicError(
  err: unknown,
  log: FastifyBaseLogger,
  failure: string,
): { key: MessageKey; code: string } {
  if (err instanceof AppError) return { key: err.messageKey, code: err.code };
  log.error({ err }, failure);
  return { key: 'error.internal', code: 'internal' };
}

export const badRequest = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(400, key, 'validation', fields);
export const unauthorized = (key: MessageKey = 'error.unauthorized') =>
  new AppError(401, key, 'unauthorized');
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key, 'forbidden');
export const notFound = (key: MessageKey = 'error.not_found') => new AppError(404, key, 'not_found');
export const conflict = (key: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(409, key, 'conflict', fields);
export const tooManyRequests = (key: MessageKey = 'error.too_many_requests') =>
  new AppError(429, key, 'too_many_requests');

/**
 * 429 that says how long to wait: a `Retry-After` header, and the message's `{{wait}}` filled in the
 * member's language (contract messages-access.ts).
 */
export class WaitError extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly waitSeconds: number,
  ) {
    super(429, messageKey, 'too_many_requests');
    this.name = 'WaitError';
  }
}

/**
 * A stake under the minimum of what it is placed on (issue 20): 400 on every bet route alike; the
 * message names the minimum through its {{min_bet}} field.
 */
export const belowMinimumStake = (minBetSatang: number) =>
  new AppError(400, 'bet.below_minimum', 'bet_below_minimum', {
    amount: 'bet.below_minimum',
    ...(belowMinimumFields(satangToBaht(minBetSatang)) as Record<string, MessageKey>),
  });

/**
 * A stake off the steps of what it is placed on (issue 21): 400 on every bet route alike; the
 * message names the step through its {{step}} field.
 */
export const offStepStake = (minBetSatang: number) =>
  new AppError(400, 'bet.off_step', 'bet_off_step', {
    amount: 'bet.off_step',
    ...(offStepFields(satangToBaht(stakeStepSatang(minBetSatang))) as Record<string, MessageKey>),
  });

/** The error of a stake refusal (the contract's stakeRefusal) under a minimum in satang. */
export const stakeRefused = (refusal: StakeRefusal, minBetSatang: number) =>
  refusal === 'bet.below_minimum' ? belowMinimumStake(minBetSatang) : offStepStake(minBetSatang);

/** Over the largest stake of one bet (issue 23): the round's, or the member's own; the message names it. */
export const aboveMaximum = (maxBetSatang: number) =>
  new AppError(400, 'bet.above_maximum', 'bet_above_maximum', {
    amount: 'bet.above_maximum',
    max_bet: String(satangToBaht(maxBetSatang)) as MessageKey,
  });

/** The bet would return more than the round allows one bet to (issue 23). */
export const payoutAboveMaximum = (maxPayoutSatang: number) =>
  new AppError(400, 'bet.payout_above_maximum', 'bet_payout_above_maximum', {
    amount: 'bet.payout_above_maximum',
    max_payout: String(satangToBaht(maxPayoutSatang)) as MessageKey,
  });

/** The member's stakes on the side would pass their per-side cap (issue 23): the cap and what is left. */
export const sideCapReached = (capSatang: number, heldSatang: number) =>
  new AppError(400, 'bet.member_side_cap', 'bet_member_side_cap', {
    amount: 'bet.member_side_cap',
    cap: String(satangToBaht(capSatang)) as MessageKey,
    left: String(satangToBaht(Math.max(0, capSatang - heldSatang))) as MessageKey,
  });
