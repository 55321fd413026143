// The built apps as the server hands them out, where the chat frame's sandbox needs it (the member
// app's chat-tab.tsx): the framed chat page runs in an opaque origin, so its scripts, styles and
// fonts are cross-origin reads, and its Socket.IO polling says `Origin: null`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useDesk } from '../test/harness.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'sanam-front-ends-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(webDist, 'chat.html'), '<!doctype html><title>chat</title>');
writeFileSync(path.join(webDist, 'assets', 'chat-Ab12.js'), 'console.log(1)');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const desk = useDesk({ sockets: true, roles: [], config: { webDist } });
const { t } = desk;

describe('the built member app', () => {
  it('lets the framed chat page read the hashed assets, and answers the browser’s question first', async () => {
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/chat-Ab12.js',
      headers: { origin: 'null' },
    });
    expect(script.statusCode).toBe(200);
    expect(script.headers['access-control-allow-origin']).toBe('*');
    // a request with a header of its own (a proxy's, a test's X-Forwarded-For) is asked about first
    const asked = await t.app.inject({
      method: 'OPTIONS',
      url: '/assets/chat-Ab12.js',
      headers: {
        origin: 'null',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-forwarded-for',
      },
    });
    expect(asked.statusCode).toBe(204);
    expect(asked.headers['access-control-allow-origin']).toBe('*');
    expect(asked.headers['access-control-allow-headers']).toBe('x-forwarded-for');
  });

  it('keeps the pages themselves to this origin, and lets only the chat page be framed, by the app', async () => {
    const chat = await t.app.inject({ method: 'GET', url: '/chat.html' });
    expect(chat.statusCode).toBe(200);
    expect(chat.headers['access-control-allow-origin']).toBeUndefined();
    expect(chat.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const app = await t.app.inject({ method: 'GET', url: '/' });
    expect(app.headers['access-control-allow-origin']).toBeUndefined();
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // the health check: infrastructure, declared by no contract route
    const api = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'null' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the socket server', () => {
  it('answers the framed chat page’s polling (Origin: null), and no other origin', async () => {
    const poll = (origin: string) =>
      fetch(`${t.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const framed = await poll('null');
    expect(framed.status).toBe(200);
    expect(framed.headers.get('access-control-allow-origin')).toBe('null');
    const other = await poll('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
