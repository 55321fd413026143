// The seamless-wallet signature: hex HMAC-SHA256 of the raw request body with the
// provider's secret, sent in the `x-signature` header. Both directions use it: a provider signs its
// callbacks to us, and we sign what we send to a provider.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Compares in constant time; a missing or malformed signature is simply wrong. */
export function isValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}
