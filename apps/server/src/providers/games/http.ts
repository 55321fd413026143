// A real game provider over HTTP: POST {game, session, username, currency, lang, return_url} to
// GAME_<NAME>_URL (bearer GAME_<NAME>_KEY, body signed with GAME_<NAME>_SECRET in x-signature) and
// read the launch URL from `url`, `data.url`, `gameUrl`, `loginUrl` or `data` (the shapes the
// providers of spec §7 answer with). Anything else is "cannot connect to the game".
import type { GameProviderConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import type { GameLaunch, GameProvider } from './provider.ts';
import { signBody } from './signature.ts';

const TIMEOUT_MS = 8_000;

function urlIn(body: unknown): string | null {
  const candidates: unknown[] = [];
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    candidates.push(b.url, b.gameUrl, b.loginUrl);
    const data = b.data;
    if (typeof data === 'string') candidates.push(data);
    else if (data && typeof data === 'object') {
      const d = data as Record<string, unknown>;
      candidates.push(d.url, d.gameUrl, d.loginUrl);
    }
  }
  for (const c of candidates) {
    if (typeof c !== 'string') continue;
    try {
      const url = new URL(c);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL: try the next place
    }
  }
  return null;
}

export class HttpGameProvider implements GameProvider {
  readonly kind = 'http';
  readonly secret: string;
  readonly maxWinMultiple: number;

  constructor(
    private readonly provider: GameProviderConfig,
    private readonly returnUrl: string | undefined,
  ) {
    this.secret = provider.secret;
    this.maxWinMultiple = provider.maxWinMultiple;
  }

  async launch(request: GameLaunch): Promise<string> {
    const payload = JSON.stringify({
      game: request.game,
      session: request.sessionToken,
      username: request.username,
      currency: 'THB',
      lang: request.lang,
      ...(this.returnUrl ? { return_url: this.returnUrl } : {}),
    });
    let body: unknown;
    try {
      const res = await fetch(this.provider.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signBody(this.secret, payload),
          ...(this.provider.key ? { authorization: `Bearer ${this.provider.key}` } : {}),
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`game provider answered ${res.status}`);
      body = await res.json();
    } catch {
      throw new AppError(502, 'game.unavailable', 'game_unavailable');
    }
    const url = urlIn(body);
    if (!url) throw new AppError(502, 'game.unavailable', 'game_unavailable');
    return url;
  }
}
