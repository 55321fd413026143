// The per-request log lines. Fastify writes "incoming request" and "request completed"
// for every request at info: in the embedded demo that is two JSON lines per poll, and within
// minutes they bury the start banner with the URLs and logins. Their level is REQUEST_LOG_LEVEL
// (config.ts): info in production, as before, debug elsewhere (LOG_LEVEL=debug shows them). A
// response that failed on the server (5xx) is logged at error whatever that level, with its
// request id, so the demo still shows what went wrong in one line.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Query parameters that carry a credential and end up in logged URLs: the step game's launch
 * (`/step?token=<access token>`), the sandbox game's page (`?session=<game session token>`).
 */
const SECRET_QUERY_PARAM = /^(token|access_token|refresh_token|session|secret|key|signature|password)$/i;

/** The URL with the value of every credential-carrying query parameter replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as it came
      }
      return eq !== -1 && SECRET_QUERY_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${query}`;
}

/** Fastify's own request serializer, with the URL's credentials redacted. */
export function serializeRequest(req: FastifyRequest) {
  const version = req.headers['accept-version'];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export class RequestLogController extends LogController {
  constructor(private readonly level: RequestLogLevel) {
    super();
  }

  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (this.level === 'info') return super.incomingRequest(request, reply, metadata);
    request.log[this.level]({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    _metadata?: Record<string, unknown>,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error || reply.statusCode >= 500) {
      // the request line too: at a quiet level the "incoming request" before it was not written
      reply.log.error(
        { req: request, res: reply, err: error ?? undefined, responseTime: reply.elapsedTime },
        error ? 'request errored' : 'request failed',
      );
      return;
    }
    reply.log[this.level]({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override streamError(
    error: Error,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.isLogDisabled(request)) return;
    // a browser leaving mid-download (a video segment, a page closed): routine, so the request level
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log[this.level]({ res: reply }, 'stream closed prematurely');
      return;
    }
    super.streamError(error, request, reply, metadata);
  }
}
