import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SUPPORT_URL, supportUrlFrom } from './env.ts';

describe('support link address (VITE_SUPPORT_URL)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('takes the configured https or http address', () => {
    expect(supportUrlFrom('https://line.me/R/ti/p/@sanam')).toBe('https://line.me/R/ti/p/@sanam');
    expect(supportUrlFrom('  http://support.example/chat  ')).toBe('http://support.example/chat');
  });

  it('falls back to the placeholder when unset, blank, not an address or not a web link', () => {
    for (const raw of [
      undefined,
      '',
      '   ',
      'line.me/@sanam',
      'javascript:alert(1)',
      'ftp://files.example/',
    ]) {
      expect(supportUrlFrom(raw), String(raw)).toBe(DEFAULT_SUPPORT_URL);
    }
    expect(new URL(DEFAULT_SUPPORT_URL).protocol).toBe('https:');
  });

  it('is read from the build’s VITE_SUPPORT_URL', async () => {
    vi.stubEnv('VITE_SUPPORT_URL', 'https://lin.ee/sanam-support');
    vi.resetModules();
    const env = await import('./env.ts');
    expect(env.SUPPORT_URL).toBe('https://lin.ee/sanam-support');
  });
});
