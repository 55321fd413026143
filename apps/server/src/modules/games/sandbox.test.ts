import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { gameSandboxRoutes } from '@sanam/contract/routes/games.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_PICKS, type GameName, type SandboxGameKind } from '@sanam/contract/games.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { createTestApp } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { gameState, memberWithMoney, openSession } from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { logout } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { drawSandboxRound } from './sandbox-routes.ts';

const desk = useDesk({ roles: ['operator', 'admin'] });
const { t } = desk;

const sandboxCall = (game: string, call: 'state' | 'flip', payload: Record<string, unknown>) =>
  callRoute(t.app, gameSandboxRoutes[call], { params: { game }, rawBody: payload });

/** As the framed page calls: its origin is opaque, so a CORS simple request (JSON sent as text/plain). */
const framedCall = (game: string, call: 'state' | 'flip', payload: Record<string, unknown>) =>
  callRoute(t.app, gameSandboxRoutes[call], {
    params: { game },
    headers: { 'content-type': 'text/plain', origin: 'null', 'accept-language': 'en' },
    rawBody: JSON.stringify(payload),
  });

const gamePage = (game: string, lang: 'th' | 'en') =>
  callRoute(t.app, gameSandboxRoutes.page, { params: { game }, rawQuery: { session: 'x'.repeat(43), lang } });

type Flip = { result: string; outcome: number; won: boolean; payout: number; balance: number };

describe('the sandbox coin flip (a provider playing through the signed wallet)', () => {
  it('shows the member’s balance and moves it by each round’s result', async () => {
    const member = await memberWithMoney(t, 100_000);
    const session = await openSession(t.app, member, 'm7');
    const state = await sandboxCall('m7', 'state', { session });
    expect(body<Envelope<unknown>>(state).data).toEqual({ balance: 1000, username: member.username });

    let expected = 100_000;
    for (let i = 0; i < 6; i++) {
      const res = await sandboxCall('m7', 'flip', { session, stake: 50, pick: i % 2 ? 'heads' : 'tails' });
      expect(res.statusCode).toBe(200);
      const flip = body<Envelope<Flip>>(res).data;
      expect(flip.won).toBe(flip.result === (i % 2 ? 'heads' : 'tails'));
      expect(flip.result).toBe(flip.outcome === 0 ? 'heads' : 'tails');
      expect(flip.payout).toBe(flip.won ? 100 : 0);
      expected += flip.won ? 5_000 : -5_000;
      expect(flip.balance * 100).toBe(expected);
    }
    expect((await gameState(t, member.id)).balance).toBe(expected);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_transactions WHERE member_id = $1`,
      [member.id],
    );
    expect(rows[0]?.n).toBe(12);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('passes the wallet’s refusal on: a stake over the balance moves nothing', async () => {
    const member = await memberWithMoney(t, 1_000);
    const session = await openSession(t.app, member, 'mpy');
    const before = await gameState(t, member.id);
    const res = await sandboxCall('mpy', 'flip', { session, stake: 10.01, pick: 'low' });
    expect(res.statusCode).toBe(400);
    expect(body<Envelope<{ code: string }>>(res)).toMatchObject({
      success: false,
      message: 'ยอดเงินไม่เพียงพอ',
      data: { code: 'insufficient_funds' },
    });
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it('refuses a made-up session', async () => {
    const res = await sandboxCall('m7', 'flip', { session: 'y'.repeat(43), stake: 1, pick: 'heads' });
    expect(res.statusCode).toBe(401);
    expect(body<Envelope<{ code: string }>>(res).data.code).toBe('session_invalid');
  });

  it('refuses an anonymous flip: no session, or one that no longer stands for a logged-in member', async () => {
    const bare = await sandboxCall('m7', 'flip', { stake: 1, pick: 'heads' });
    expect(bare.statusCode).toBe(400);

    const loggedOut = await memberWithMoney(t, 100_000);
    const blocked = await memberWithMoney(t, 100_000);
    const sessions = {
      loggedOut: await openSession(t.app, loggedOut, 'm7'),
      blocked: await openSession(t.app, blocked, 'm7'),
    };
    expect((await logout(t.app, loggedOut.accessToken)).statusCode).toBe(200);
    const cashier = await operatorToken(t.app, t.db, 'cashier');
    await callRoute(t.app, memberDeskRoutes.patch, {
      as: cashier,
      params: { id: blocked.id },
      body: { is_blocked: true },
    });

    for (const [member, session] of [
      [loggedOut, sessions.loggedOut],
      [blocked, sessions.blocked],
    ] as const) {
      const before = await gameState(t, member.id);
      for (const call of [
        sandboxCall('m7', 'state', { session }),
        sandboxCall('m7', 'flip', { session, stake: 10, pick: 'heads' }),
      ]) {
        const res = await call;
        expect(res.statusCode).toBe(401);
        expect(body<Envelope<{ code: string }>>(res).data.code).toBe('session_invalid');
      }
      expect(await gameState(t, member.id)).toEqual(before);
    }
    await expectLedgerOk(t.app, desk.admin);
  });
});

/** Each launch endpoint's own game, its two picks and how a drawn outcome decides between them. */
const GAMES: {
  game: GameName;
  kind: SandboxGameKind;
  th: string;
  en: string;
  accent: string;
  fallsOn: (outcome: number) => string;
}[] = [
  {
    game: 'm7',
    kind: 'coin',
    th: 'M7 โยนเหรียญ',
    en: 'M7 Coin Flip',
    accent: '#e6b84c',
    fallsOn: (n) => (n === 0 ? 'heads' : 'tails'),
  },
  {
    game: 'mpy',
    kind: 'dice',
    th: 'MPY ลูกเต๋า สูง-ต่ำ',
    en: 'MPY Dice High-Low',
    accent: '#a78bfa',
    fallsOn: (n) => (n <= 3 ? 'low' : 'high'),
  },
  {
    game: 'ws',
    kind: 'wheel',
    th: 'WS วงล้อ แดง-น้ำเงิน',
    en: 'WS Red-Blue Wheel',
    accent: '#38bdf8',
    fallsOn: (n) => (n % 2 ? 'blue' : 'red'),
  },
  {
    game: 'wc',
    kind: 'cards',
    th: 'WC ไพ่ สูง-ต่ำ',
    en: 'WC Card Higher-Lower',
    accent: '#34d399',
    fallsOn: (n) => (n > 7 ? 'higher' : 'lower'),
  },
];

describe('each sandbox game is a game of its own', () => {
  it.each(GAMES)('$game plays its own game through the wallet: $en', async ({ game, kind, fallsOn }) => {
    const member = await memberWithMoney(t, 100_000);
    const session = await openSession(t.app, member, game);
    const [first, second] = SANDBOX_PICKS[kind];
    let expected = 100_000;
    for (let i = 0; i < 8; i++) {
      const pick = i % 2 ? first : second;
      const res = await framedCall(game, 'flip', { session, stake: 25, pick });
      expect(res.statusCode).toBe(200);
      const round = body<Envelope<Flip>>(res).data;
      expect(round.result).toBe(fallsOn(round.outcome));
      expect(round.won).toBe(round.result === pick);
      expect(round.payout).toBe(round.won ? 50 : 0);
      expected += round.won ? 2_500 : -2_500;
      expect(round.balance * 100).toBe(expected);
    }
    expect((await gameState(t, member.id)).balance).toBe(expected);
    const { rows } = await t.db.query<{ game: string; n: number }>(
      `SELECT game, count(*)::int AS n FROM game_transactions WHERE member_id = $1 GROUP BY game`,
      [member.id],
    );
    expect(rows).toEqual([{ game, n: 16 }]);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('refuses another game’s pick and moves nothing', async () => {
    const member = await memberWithMoney(t, 10_000);
    const session = await openSession(t.app, member, 'mpy');
    const before = await gameState(t, member.id);
    const res = await sandboxCall('mpy', 'flip', { session, stake: 10, pick: 'heads' });
    expect(res.statusCode).toBe(400);
    expect(body<Envelope<{ code: string }>>(res).data.code).toBe('validation');
    expect(await gameState(t, member.id)).toEqual(before);
  });

  it.each(['coin', 'dice', 'wheel', 'cards'] as const)(
    'the %s falls on each of its two picks for exactly half of what it can draw (a fair 2× game)',
    (kind) => {
      const sizes = { coin: 2, dice: 6, wheel: 10, cards: 12 };
      const falls = new Map<string, number>();
      const outcomes = new Set<number>();
      for (let i = 0; i < sizes[kind]; i++) {
        const { outcome, result } = drawSandboxRound(kind, (n) => {
          expect(n).toBe(sizes[kind]);
          return i;
        });
        outcomes.add(outcome);
        falls.set(result, (falls.get(result) ?? 0) + 1);
      }
      expect(outcomes.size).toBe(sizes[kind]);
      expect([...falls.keys()].sort()).toEqual([...SANDBOX_PICKS[kind]].sort());
      expect([...falls.values()]).toEqual([sizes[kind] / 2, sizes[kind] / 2]);
    },
  );

  it('never deals the cards’ open 7', () => {
    for (let i = 0; i < 12; i++) expect(drawSandboxRound('cards', () => i).outcome).not.toBe(7);
  });

  it.each(GAMES)('$game’s page carries its own name, colours and picks, marked as a sandbox', async (g) => {
    const others = GAMES.filter((o) => o.game !== g.game);
    for (const lang of ['th', 'en'] as const) {
      const page = await gamePage(g.game, lang);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<h1>${g[lang]}</h1>`);
      expect(page.body).toContain(lang === 'th' ? 'ทดลอง · SANDBOX' : 'SANDBOX · ทดลอง');
      expect(page.body).toContain(`color: ${g.accent}`);
      for (const other of others) {
        expect(page.body).not.toContain(other[lang]);
        expect(page.body).not.toContain(`color: ${other.accent}`);
      }
      for (const pick of SANDBOX_PICKS[g.kind]) expect(page.body).toContain(`data-pick="${pick}"`);
    }
  });
});

describe('the sandbox game in the member app’s frame (an opaque origin)', () => {
  it('lets the member app frame the page, and no other site', async () => {
    const page = await gamePage('ws', 'th');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    // any other page keeps refusing frames (the health check: infrastructure, no contract route)
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves the script to the opaque origin, and answers its calls without a preflight', async () => {
    const script = await callRoute(t.app, gameSandboxRoutes.script);
    expect(script.statusCode).toBe(200);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');

    // 100 baht: /playwc asks for the live-access deposit first
    const member = await memberWithMoney(t, 10_000);
    const session = await openSession(t.app, member, 'wc');
    const state = await framedCall('wc', 'state', { session });
    expect(state.statusCode).toBe(200);
    expect(state.headers['access-control-allow-origin']).toBe('*');
    expect(body<Envelope<unknown>>(state).data).toEqual({ balance: 100, username: member.username });
    const broken = await callRoute(t.app, gameSandboxRoutes.flip, {
      params: { game: 'wc' },
      rawBody: '{"session":',
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
    });
    expect(broken.statusCode).toBe(400);
    expect(body<Envelope<{ code: string }>>(broken).data.code).toBe('bad_json');
  });

  it('keeps a made-up session out when called from the frame, too', async () => {
    const res = await framedCall('ws', 'flip', { session: 'z'.repeat(43), stake: 1, pick: 'red' });
    expect(res.statusCode).toBe(401);
    expect(body<Envelope<{ code: string }>>(res).data.code).toBe('session_invalid');
  });
});

describe('the sandbox games’ page', () => {
  it.each(['woff', 'woff2'])(
    'draws its Thai in the member app’s own font when the build ships it as .%s',
    async (format) => {
      const webDist = mkdtempSync(path.join(tmpdir(), 'sanam-web-dist-'));
      mkdirSync(path.join(webDist, 'assets'));
      // inlined, since the framed page's opaque origin cannot fetch /assets/ fonts
      const files = {
        [`kanit-thai-400-normal-Ab12.${format}`]: 'thai four hundred',
        [`kanit-thai-600-normal-Cd34.${format}`]: 'thai six hundred',
        [`kanit-latin-400-normal-Ef56.${format}`]: 'latin',
      };
      for (const [file, content] of Object.entries(files))
        writeFileSync(path.join(webDist, 'assets', file), content);
      const app = await createTestApp({ webDist });
      try {
        const page = await callRoute(app.app, gameSandboxRoutes.page, {
          params: { game: 'm7' },
          rawQuery: { session: 'x' },
        });
        expect(page.statusCode).toBe(200);
        for (const [weight, content] of [
          [400, 'thai four hundred'],
          [600, 'thai six hundred'],
        ] as const)
          expect(page.body).toContain(
            `font-weight: ${weight}; font-display: swap; src: url('data:font/${format};base64,${Buffer.from(content).toString('base64')}') format('${format}')`,
          );
        expect(page.body).not.toContain(Buffer.from('latin').toString('base64'));
        expect(page.body).not.toContain('/assets/');
      } finally {
        await app.close();
        rmSync(webDist, { recursive: true, force: true });
      }
    },
  );
});
