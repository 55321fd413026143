// The sandbox game provider's own server (DESIGN §8), mounted only with SANDBOX on: each
// launch endpoint's game page (sandbox-page.ts: coin flip, dice, wheel, cards), their script, and the
// two calls a page makes. Like a real provider, it holds the session token from the launch URL and
// moves money only through signed callbacks to our seamless wallet (provider-routes.ts), over HTTP
// through the app itself: the same path, signature check and idempotency a real provider meets. A
// right call pays twice the stake; a wrong one closes the round with a credit of 0.
//
// The member app frames the pages without allow-same-origin (sandbox-page.ts says why), so they run
// at an opaque origin: the page may be framed by our own pages only, the script may be loaded from
// any origin, and the two calls take a text/plain JSON body (a CORS simple request, no preflight)
// and answer any origin. That gives nothing away: no cookie or member token is involved, and the
// session token in the body is the only authority, as it is with a provider's own game server.
//
// Who may flip: only the holder of a launched game session, and only for that session's
// member. The page has nothing else: no member token, no member id; the routes sign callbacks naming
// the session they were handed and nothing more, so the wallet's session rules decide every flip:
// an unknown, expired or ended session (logout, password change, revoke) or a blocked member's stakes
// nothing, and a round pays at most what a sandbox game can (SANDBOX_PAYOUT_MULTIPLE).
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SANDBOX_GAME_OF,
  SANDBOX_PAYOUT_MULTIPLE,
  SANDBOX_PICKS,
  WALLET_SIGNATURE_HEADER,
  type GameName,
  type SandboxGameKind,
  type SandboxPick,
  type WalletReply,
} from '@sanam/contract/games.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { gameSandboxRoutes as declared } from '@sanam/contract/routes/games.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { gameProviderFor } from '../../providers/games/select.ts';
import { signBody } from '../../providers/games/signature.ts';
import { SANDBOX_GAME_SCRIPT, sandboxGamePage, type FontFaces } from './sandbox-page.ts';

/**
 * The Thai font the built member app serves under /assets (the names carry a content hash), inlined:
 * the framed page's opaque origin could not load /assets/ fonts (a font is a CORS request). Either
 * format: the theme ships .woff, and a page without it draws its Thai as empty boxes wherever the
 * system has no Thai font. About 9 kB a weight.
 */
function memberAppFonts(webDist: string): FontFaces {
  const dir = path.join(webDist, 'assets');
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir);
  const fonts: FontFaces = {};
  for (const weight of [400, 600] as const) {
    const file = files.find((f) => f.startsWith(`kanit-thai-${weight}-normal-`) && /\.woff2?$/.test(f));
    if (!file) continue;
    const format = file.endsWith('.woff2') ? 'woff2' : 'woff';
    const data = readFileSync(path.join(dir, file)).toString('base64');
    fonts[weight] = { url: `data:font/${format};base64,${data}`, format };
  }
  return fonts;
}

/**
 * One round of a sandbox game: what was drawn (`outcome`) and the pick it fell on. `draw(n)` gives
 * an integer in [0, n). The cards' deck has no 7 (the card shown face up), so no round is a push.
 */
export function drawSandboxRound(
  kind: SandboxGameKind,
  draw: (n: number) => number = randomInt,
): { outcome: number; result: SandboxPick } {
  switch (kind) {
    case 'coin': {
      const outcome = draw(2);
      return { outcome, result: outcome === 0 ? 'heads' : 'tails' };
    }
    case 'dice': {
      const outcome = draw(6) + 1;
      return { outcome, result: outcome <= 3 ? 'low' : 'high' };
    }
    case 'wheel': {
      // ten segments from the top, clockwise, red on the even ones (the page's conic gradient)
      const outcome = draw(10);
      return { outcome, result: outcome % 2 === 0 ? 'red' : 'blue' };
    }
    case 'cards': {
      const index = draw(12);
      const outcome = index < 6 ? index + 1 : index + 2;
      return { outcome, result: outcome > 7 ? 'higher' : 'lower' };
    }
  }
}

/** The page's language: the launch URL's `lang` (the member app's), Thai first. */
const pageLanguage = (query: unknown): 'th' | 'en' =>
  (query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'th';

/** The CORS reply header of the page's calls (see the top of this file for why any origin). */
const ANY_ORIGIN = { 'access-control-allow-origin': '*' } as const;

/** A wallet refusal, passed on to the page as the wallet answered it. */
class WalletRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('wallet refused');
  }
}

export const gameSandboxRoutes: FastifyPluginCallbackZod<AppDeps> = (app, opts, done) => {
  const { config } = opts;
  const fonts = memberAppFonts(config.webDist);
  const isSandboxGame = (game: GameName) => gameProviderFor(config, game)?.kind === 'sandbox';

  async function callWallet(
    server: FastifyInstance,
    req: FastifyRequest,
    game: GameName,
    call: 'balance' | 'debit' | 'credit',
    body: Record<string, unknown>,
  ): Promise<WalletReply> {
    const payload = JSON.stringify({ ...body, timestamp: Date.now() });
    const res = await server.inject({
      method: 'POST',
      url: `${config.apiPrefix}/games/${game}/wallet/${call}`,
      headers: {
        'content-type': 'application/json',
        [WALLET_SIGNATURE_HEADER]: signBody(config.games.sandboxSecret, payload),
        ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
      },
      payload,
    });
    const reply = res.json<{ success: boolean; data: WalletReply }>();
    if (res.statusCode !== 200 || !reply.success) throw new WalletRefusal(res.statusCode, reply);
    return reply.data;
  }

  const passOn = (reply: FastifyReply, err: unknown) => {
    if (err instanceof WalletRefusal) return reply.status(err.status).send(err.body);
    throw err;
  };

  // the page's calls send their JSON as text/plain, a CORS simple request (this plugin's routes only)
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, text, done) => {
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new AppError(400, 'error.bad_json', 'bad_json'), undefined);
    }
  });

  const serve = serveOn(app, opts, { tags: ['sandbox'] });
  const servePage = serveOn(app, opts, { hide: true });

  servePage(declared.script, {
    handler: (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        // the framed page's origin is opaque: to it, this script is another origin's
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(SANDBOX_GAME_SCRIPT),
  });

  servePage(declared.page, {
    handler: (req, reply) => {
      if (!isSandboxGame(req.params.game)) throw notFound();
      // the member app's game page frames it; no other site may
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        );
      // at an opaque origin the page is in an agent cluster of its own anyway; asking for origin-keying
      // there only earns Chromium's console warning that it could not
      reply.removeHeader('origin-agent-cluster');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxGamePage({
            apiPrefix: config.apiPrefix,
            game: req.params.game,
            lang: pageLanguage(req.query),
            fonts,
          }),
        );
    },
  });

  serve(declared.state, {
    handler: async (req, reply) => {
      if (!isSandboxGame(req.params.game)) throw notFound();
      reply.headers(ANY_ORIGIN);
      try {
        const wallet = await callWallet(app, req, req.params.game, 'balance', { session: req.body.session });
        return ok(req, { balance: wallet.balance, username: wallet.username });
      } catch (err) {
        return passOn(reply, err);
      }
    },
  });

  serve(declared.flip, {
    handler: async (req, reply) => {
      const { game } = req.params;
      if (!isSandboxGame(game)) throw notFound();
      reply.headers(ANY_ORIGIN);
      const kind = SANDBOX_GAME_OF[game];
      const { session, stake, pick } = req.body;
      if (!(SANDBOX_PICKS[kind] as readonly string[]).includes(pick))
        throw new AppError(400, 'validation.invalid', 'validation', { pick: 'validation.invalid' });
      const round = `sbx-${randomUUID()}`;
      try {
        await callWallet(app, req, game, 'debit', {
          session,
          tx_id: `${round}-d`,
          round_id: round,
          amount: stake,
        });
        const { outcome, result } = drawSandboxRound(kind);
        const won = result === pick;
        const payout = won ? satangToBaht(SANDBOX_PAYOUT_MULTIPLE * (bahtToSatang(stake) ?? 0)) : 0;
        const credited = await callWallet(app, req, game, 'credit', {
          session,
          tx_id: `${round}-c`,
          round_id: round,
          amount: payout,
        });
        return ok(req, { result, outcome, won, payout, balance: credited.balance });
      } catch (err) {
        return passOn(reply, err);
      }
    },
  });
  done();
};
