// The security headers of every response (helmet): a same-origin CSP that no page may frame
// (front-ends.ts lets the chat page be framed by the member app alone), no COEP.
// - The headers are worked out once here: helmet's Fastify plugin built them again on every request,
//   a measurable share of the server's time per bet (docs/decisions.md).
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export function registerSecurityHeaders(app: FastifyInstance): void {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8.1 throws instead of passing an error on, so its callback only ever means "done"
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, () => done());
  });
}
