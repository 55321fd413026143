// The seamless-wallet callback API the game providers call:
//   POST /games/<game>/wallet/balance | debit | credit | rollback
// JSON bodies of the contract's wallet schemas, signed: header x-signature = hex HMAC-SHA256 of the
// raw body with the game provider's secret. The signature is checked before the body is validated,
// so an unsigned caller learns nothing about the schema. Answers: wallet.ts's header.
import { gameName, WALLET_SIGNATURE_HEADER, type GameName } from '@sanam/contract/games.ts';
import { gameWalletRoutes as declared } from '@sanam/contract/routes/games.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { gameProviderFor } from '../../providers/games/select.ts';
import { isValidSignature } from '../../providers/games/signature.ts';
import { walletBalance, walletCredit, walletDebit, walletError, walletRollback } from './wallet.ts';

const rawBodies = new WeakMap<FastifyRequest, string>();

export const gameWalletRoutes: FastifyPluginCallbackZod<AppDeps> = (app, opts, done) => {
  const deps: AppDeps = { config: opts.config, db: opts.db, realtime: opts.realtime };
  const secrets = new Map<GameName, string>();
  for (const game of gameName.options) {
    const provider = gameProviderFor(deps.config, game);
    if (provider) secrets.set(game, provider.secret);
  }

  // keeps the exact bytes the provider signed (this plugin's routes only)
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, parsed) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    rawBodies.set(req, text);
    try {
      parsed(null, JSON.parse(text));
    } catch (err) {
      parsed(err as Error, undefined);
    }
  });

  const signed = (req: FastifyRequest) => {
    const secret = secrets.get((req.params as { game?: string }).game as GameName);
    if (!secret) throw notFound();
    const header = req.headers[WALLET_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!isValidSignature(secret, rawBodies.get(req) ?? '', signature)) throw walletError('bad_signature');
    return Promise.resolve();
  };
  const serve = serveOn(app, deps, { tags: ['games wallet'] });
  serve.answer(declared.balance, signed, (req) => walletBalance(deps, req.params.game, req.body));
  serve.answer(declared.debit, signed, (req) => walletDebit(deps, req.params.game, req.body));
  serve.answer(declared.credit, signed, (req) => walletCredit(deps, req.params.game, req.body));
  serve.answer(declared.rollback, signed, (req) => walletRollback(deps, req.params.game, req.body));
  done();
};
