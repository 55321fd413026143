import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { testConfig } from '../../test/env.ts';
import { gameProviderFor } from './select.ts';

const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32) } as const;

describe('choosing the game provider (config)', () => {
  it('uses GAME_<NAME>_URL with its secret, the sandbox for the others, none without the sandbox', () => {
    const config = loadConfig({
      ...env,
      GAME_WS_URL: 'https://ws.example/launch',
      GAME_WS_SECRET: 's'.repeat(32),
    });
    expect(gameProviderFor(config, 'ws')?.kind).toBe('http');
    expect(gameProviderFor(config, 'ws')?.secret).toBe('s'.repeat(32));
    expect(gameProviderFor(config, 'm7')?.kind).toBe('sandbox');
    expect(gameProviderFor(testConfig({ sandbox: false }), 'm7')).toBeNull();
  });

  it('bounds each game’s credits: GAME_<NAME>_MAX_WIN_MULTIPLE, else 100, and the coin flip’s 2', () => {
    const provider = { GAME_WS_URL: 'https://ws.example/launch', GAME_WS_SECRET: 's'.repeat(32) };
    expect(gameProviderFor(loadConfig({ ...env, ...provider }), 'ws')?.maxWinMultiple).toBe(100);
    const set = loadConfig({ ...env, ...provider, GAME_WS_MAX_WIN_MULTIPLE: '40' });
    expect(gameProviderFor(set, 'ws')?.maxWinMultiple).toBe(40);
    expect(gameProviderFor(set, 'm7')?.maxWinMultiple).toBe(2);
    for (const bad of ['0', '1.5', 'lots'])
      expect(() => loadConfig({ ...env, ...provider, GAME_WS_MAX_WIN_MULTIPLE: bad })).toThrow(
        /GAME_WS_MAX_WIN_MULTIPLE/,
      );
  });

  it('refuses a provider URL without a callback secret', () => {
    expect(() => loadConfig({ ...env, GAME_M7_URL: 'https://m7.example/launch' })).toThrow(/GAME_M7_SECRET/);
  });

  it('generates the sandbox secret per start unless GAME_SANDBOX_SECRET is set, and never in production', () => {
    expect(loadConfig(env).games.sandboxSecret).not.toBe(loadConfig(env).games.sandboxSecret);
    expect(loadConfig({ ...env, GAME_SANDBOX_SECRET: 'g'.repeat(32) }).games.sandboxSecret).toBe(
      'g'.repeat(32),
    );
    const production = loadConfig({ ...env, NODE_ENV: 'production' });
    expect(production.sandbox).toBe(false);
    expect(gameProviderFor(production, 'm7')).toBeNull();
  });
});
