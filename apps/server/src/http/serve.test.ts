// A route registered from its contract declaration sits at the declared path under the API prefix,
// whatever that prefix is (API_PREFIX) and whichever plugin registers it; a declaration its plugin
// cannot serve stops the start.
import { declare } from '@sanam/contract/routes/route.ts';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginCallbackZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveOn } from './serve.ts';

type Plugin = FastifyPluginCallbackZod;

const config = { apiPrefix: '/v2' };

/** An app whose API is under /v2, with a plugin under /v2/admin that `registers` routes. */
async function appWith(registers: (admin: Parameters<Plugin>[0]) => void) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const admin: Plugin = (instance, _opts, done) => {
    registers(instance);
    done();
  };
  await app.register(
    async (api) => {
      await api.register(admin, { prefix: '/admin' });
    },
    { prefix: config.apiPrefix },
  );
  return app;
}

describe('a route served from its declaration', () => {
  it('answers at the declared path under the API prefix, its params parsed by the declared schema', async () => {
    const thing = declare({
      method: 'GET',
      path: '/admin/things/:id',
      access: 'public',
      params: z.object({ id: z.coerce.number().int() }),
      reply: z.object({ id: z.number() }),
    });
    const app = await appWith((admin) =>
      serveOn(
        admin,
        { config },
        { tags: ['test'] },
      )(thing, {
        handler: (req) => ({ success: true, message: 'ok', data: { id: req.params.id } }),
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/v2/admin/things/7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'ok', data: { id: 7 } });
    expect((await app.inject({ method: 'GET', url: '/v2/admin/admin/things/7' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses at start a declaration whose path is not under the plugin that serves it', async () => {
    const memberCall = declare({ method: 'GET', path: '/user/things', access: 'public', reply: z.null() });
    const app = await appWith((admin) => {
      const serve = serveOn(admin, { config }, { tags: ['test'] });
      expect(() =>
        serve(memberCall, { handler: () => ({ success: true, message: 'ok', data: null }) }),
      ).toThrow('GET /v2/user/things is not under this plugin’s prefix /v2/admin');
    });
    expect((await app.inject({ method: 'GET', url: '/v2/admin/user/things' })).statusCode).toBe(404);
    await app.close();
  });
});
