// The sandbox game provider's own server (DESIGN §8, issue 9), mounted only with SANDBOX on: the coin
// flip page, its script, and the two calls the page makes. Like a real provider, it holds the
// session token from the launch URL and moves money only through signed callbacks to our seamless
// wallet (wallet-routes.ts), over HTTP through the app itself: the same path, signature check and
// idempotency a real provider meets. A win pays twice the stake; a loss closes the round with a
// credit of 0.
//
// Who may flip (issue 20): only the holder of a launched game session, and only for that session's
// member. The page has nothing else: no member token, no member id; the routes sign callbacks naming
// the session they were handed and nothing more, so the wallet's session rules decide every flip:
// an unknown, expired or ended session (logout, password change, revoke) or a blocked member's stakes
// nothing, and a round pays at most what the coin flip can (COIN_FLIP_PAYOUT_MULTIPLE).
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  COIN_FLIP_PAYOUT_MULTIPLE,
  COIN_SIDES,
  WALLET_SIGNATURE_HEADER,
  type GameName,
  type WalletReply,
} from '@sanam/contract/games.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { gameSandboxRoutes as declared } from '@sanam/contract/routes/games.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { gameProviderFor } from '../../providers/games/select.ts';
import { signBody } from '../../providers/games/signature.ts';
import { COIN_FLIP_SCRIPT, coinFlipPage, type FontFaces } from './sandbox-page.ts';

/**
 * The Thai font the built member app serves under /assets (the names carry a content hash). Either
 * format: the theme ships .woff since issue "Speed", and a page that looked for .woff2 only drew its
 * Thai as empty boxes wherever the system has no Thai font.
 */
function memberAppFonts(webDist: string): FontFaces {
  const dir = path.join(webDist, 'assets');
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir);
  const fonts: FontFaces = {};
  for (const weight of [400, 600] as const) {
    const file = files.find((f) => f.startsWith(`kanit-thai-${weight}-normal-`) && /\.woff2?$/.test(f));
    if (file) fonts[weight] = `/assets/${file}`;
  }
  return fonts;
}

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

  const serve = serveOn(app, opts, { tags: ['sandbox'] });
  const servePage = serveOn(app, opts, { hide: true });

  servePage(declared.script, {
    handler: (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(COIN_FLIP_SCRIPT),
  });

  servePage(declared.page, {
    handler: (req, reply) => {
      if (!isSandboxGame(req.params.game)) throw notFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(coinFlipPage(config.apiPrefix, req.params.game, fonts));
    },
  });

  serve(declared.state, {
    handler: async (req, reply) => {
      if (!isSandboxGame(req.params.game)) throw notFound();
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
      const round = `sbx-${randomUUID()}`;
      const { session, stake, pick } = req.body;
      try {
        await callWallet(app, req, game, 'debit', {
          session,
          tx_id: `${round}-d`,
          round_id: round,
          amount: stake,
        });
        const result = COIN_SIDES[randomInt(2)] ?? 'heads';
        const won = result === pick;
        const payout = won ? satangToBaht(COIN_FLIP_PAYOUT_MULTIPLE * (bahtToSatang(stake) ?? 0)) : 0;
        const credited = await callWallet(app, req, game, 'credit', {
          session,
          tx_id: `${round}-c`,
          round_id: round,
          amount: payout,
        });
        return ok(req, { result, won, payout, balance: credited.balance });
      } catch (err) {
        return passOn(reply, err);
      }
    },
  });
  done();
};
