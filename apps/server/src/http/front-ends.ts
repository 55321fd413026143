// The built member app at `/` and console at `/admin/`, each with an SPA fallback to its index.html,
// and the not-found answer of everything else.
// - Under the API prefix, /socket.io, or for a method other than GET/HEAD, an unknown path is a 404 in
//   the error envelope, never a page.
// - The member app's assets/ have hashed names: cached for good and readable from any origin (the
//   framed chat page runs in an opaque origin); its other files are checked again on every load.
// - The chat page is the one page that may be framed, and only by the same origin (its CSP
//   frame-ancestors); every other page keeps security-headers.ts's 'none'.
// - A front end that is not built answers 404 with how to build it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { errorReply } from './error-envelope.ts';

export function registerFrontEnds(app: FastifyInstance, config: Config): void {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  const hasAdmin = existsSync(path.join(config.adminDist, 'index.html'));
  // the chat page is the one page the member app frames (same origin only): its CSP allows that
  app.addHook('onSend', async (req, reply) => {
    if (req.url.split('?')[0] !== '/chat.html') return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
  });
  if (hasWeb)
    void app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // the member app's build writes a .br and a .gz beside each script and style sheet
      preCompressed: true,
      // assets/ has hashed file names (a new build makes new names): a browser may keep them for good;
      // anything else (index.html, chat.html) is checked again on every load
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.startsWith(path.join(config.webDist, 'assets', path.sep));
        res.setHeader(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
        );
        // the framed chat page runs in an opaque origin (the member app's chat-tab.tsx) and reads its
        // scripts, styles and fonts as cross-origin requests: the public built files say it may
        if (isHashed) res.setHeader('access-control-allow-origin', '*');
      },
    });
  if (hasWeb)
    // a browser asks before such a read when the request carries a header of its own (a test's
    // X-Forwarded-For, a proxy's or an extension's): the answer is the same, any origin may read
    app.options('/assets/*', (req, reply) => {
      const asked = req.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-max-age', '600');
      if (asked) reply.header('access-control-allow-headers', asked);
      return reply.status(204).send();
    });
  if (hasAdmin) {
    void app.register(fastifyStatic, {
      root: config.adminDist,
      prefix: '/admin/',
      decorateReply: !hasWeb,
      wildcard: false,
      index: false,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    if (
      !wantsPage ||
      url.startsWith(`${config.apiPrefix}/`) ||
      url === config.apiPrefix ||
      url.startsWith('/socket.io')
    ) {
      return errorReply(req, reply, 404, 'error.not_found', 'not_found');
    }
    if (url === '/admin' || url.startsWith('/admin/')) {
      if (!hasAdmin)
        return reply.status(404).type('text/plain').send('The console is not built: run `npm run build`.');
      return reply.type('text/html').sendFile('index.html', config.adminDist);
    }
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The member app is not built: run `npm run build`.');
    return reply.type('text/html').sendFile('index.html', config.webDist);
  });
}
