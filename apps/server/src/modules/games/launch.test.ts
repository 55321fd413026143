import { GAME_NAMES, launchUrlOf, type GameName } from '@sanam/contract/games.ts';
import { translate } from '@sanam/contract/messages.ts';
import { gameSandboxRoutes } from '@sanam/contract/routes/games.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useTestApp } from '../../test/harness.ts';
import { createTestApp } from '../../test/test-app.ts';
import { launch, memberWithMoney } from '../../test/factories/games.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

let player: TestMember;

const t = useTestApp();
beforeAll(async () => {
  player = await memberWithMoney(t, 50_000);
});

const sessionIn = (url: string) => new URL(url, 'http://x.test').searchParams.get('session');

describe('game launch (spec §7)', () => {
  const shapeOf = (game: GameName, url: string): unknown =>
    ({
      m7: { success: true, data: { url } },
      r1: { success: true, data: { url } },
      mpy: { success: true, data: url },
      ws: { status: 'success', data: { loginUrl: url } },
      wc: { isSuccess: true, data: { gameUrl: url } },
    })[game];

  it.each(GAME_NAMES)(
    'play%s answers its reply shape with a sandbox URL naming a new session',
    async (game) => {
      const res = await launch(t.app, player, game);
      expect(res.statusCode).toBe(200);
      const reply = body<Envelope<unknown>>(res);
      expect(reply.success).toBe(true);
      const url = launchUrlOf(game, reply.data) ?? '';
      expect(url).toMatch(new RegExp(`^/api/sandbox/games/${game}/play\\?session=`));
      expect(reply.data).toEqual(shapeOf(game, url));
      expect(sessionIn(url)).toHaveLength(43);
    },
  );

  it('gives every launch its own session, stored only as a hash', async () => {
    const urls = await Promise.all(
      [1, 2].map(async () =>
        launchUrlOf('m7', body<Envelope<unknown>>(await launch(t.app, player, 'm7')).data),
      ),
    );
    const [a, b] = urls.map((u) => sessionIn(u ?? ''));
    expect(a).not.toEqual(b);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_sessions WHERE token_hash = $1 OR token_hash = $2',
      [a, b],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('serves the sandbox game page the URL points to', async () => {
    const url = launchUrlOf('m7', body<Envelope<unknown>>(await launch(t.app, player, 'm7')).data) ?? '';
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/sandbox/games/game.js');
    const script = await callRoute(t.app, gameSandboxRoutes.script);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('needs a signed-in member', async () => {
    const res = await launch(t.app, null, 'm7');
    expect(res.statusCode).toBe(401);
  });
});

describe('/playwc eligibility (spec §2, DESIGN §7 live access)', () => {
  it('refuses a member without the minimum deposit, in their language, and opens no session', async () => {
    const fresh = await aMember(t.app);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_sessions');
    const th = await launch(t.app, fresh, 'wc');
    expect(th.statusCode).toBe(403);
    expect(body<Envelope<unknown>>(th)).toMatchObject({
      success: false,
      message: translate('game.deposit_required', 'th'),
      data: { code: 'forbidden' },
    });
    const en = await launch(t.app, fresh, 'wc', 'en');
    expect(body<Envelope<unknown>>(en).message).toBe('Cannot play, please make a minimum deposit');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_sessions');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('lets the same member in once the deposit is made', async () => {
    const res = await launch(t.app, player, 'wc');
    expect(res.statusCode).toBe(200);
    expect(launchUrlOf('wc', body<Envelope<unknown>>(res).data)).toContain('/sandbox/games/wc/play');
  });

  it('checks the live-access rule through POST /user/transaction/liveaction the app asks first', async () => {
    const fresh = await aMember(t.app);
    const res = await callRoute(t.app, matchRoutes.liveAccess, { as: fresh.accessToken, body: {} });
    expect(body<Envelope<{ eligible: boolean }>>(res).data.eligible).toBe(false);
  });
});

describe('without a provider', () => {
  it('answers "cannot connect to the game" when neither a provider URL nor the sandbox is set', async () => {
    const bare = await createTestApp({ sandbox: false });
    try {
      const member = await memberWithMoney(bare, 10_000);
      const res = await launch(bare.app, member, 'm7');
      expect(res.statusCode).toBe(503);
      expect(body<Envelope<unknown>>(res)).toMatchObject({
        success: false,
        message: 'ไม่สามารถเชื่อมต่อเกมได้',
        data: { code: 'game_unavailable' },
      });
      const page = await callRoute(bare.app, gameSandboxRoutes.page, {
        params: { game: 'm7' },
        rawQuery: { session: 'x' },
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
