// A money text box holds what was typed; the contract's rule for the amount decides whether it is one.
import { z } from 'zod';

/** "1,500.25" → 1500.25; anything that is not a plain decimal becomes NaN, which the rule refuses. */
export function parseBahtText(text: string): number {
  const value = text.replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** A required amount field: empty says "required"; otherwise the number must pass `rule` (e.g. positiveBahtAmount). */
export function bahtText<R extends z.ZodType<number, number>>(rule: R) {
  return z.string().trim().min(1, { message: 'validation.required' }).transform(parseBahtText).pipe(rule);
}
