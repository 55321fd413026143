// The bet delay as the console's forms type it (a round's on its desk, a stadium's in its dialog): the
// rule is the contract's betDelaySeconds, the server's own; these only read the field and word a refusal.

/** Typed seconds: blank is null (follow the stadium's, or the platform's), digits their number, else NaN. */
export function parseBetDelay(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * A refusal of the bet delay in words: the contract's rule says 'validation.invalid' for a number that
 * is not whole and for text, which here means what its range message says; other texts pass as given.
 */
export function betDelayError(message: string | undefined): string | undefined {
  return message === 'validation.invalid' ? 'risk.bet_delay_range' : message;
}
