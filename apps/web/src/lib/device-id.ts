// Spec §4/§9: after login a device cookie (16 random characters, 7 days) is set if missing and sent
// with the IP update as wc_uuid.
import { DEVICE_COOKIE } from '@sanam/contract/constants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function readDeviceId(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE.name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function randomDeviceId(length: number = DEVICE_COOKIE.length): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 248 = 4 × 62: drop bytes above it so every character is equally likely.
  let id = '';
  while (id.length < length) {
    for (const byte of bytes) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
    crypto.getRandomValues(bytes);
  }
  return id;
}

/** Returns the device id, creating the cookie only when it is missing. */
export function ensureDeviceId(): string {
  const existing = readDeviceId();
  if (existing) return existing;
  const id = randomDeviceId();
  document.cookie = `${DEVICE_COOKIE.name}=${id}; max-age=${DEVICE_COOKIE.maxAgeSeconds}; path=/; samesite=lax`;
  return id;
}
