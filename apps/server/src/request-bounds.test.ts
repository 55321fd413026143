// Requests a hostile caller may send, and the bounded, clear answer each gets. Each case is a
// behaviour a member, an operator or an attacker would notice.
import { deflateSync, crc32 } from 'node:zlib';
import {
  AMOUNT_MAX_BAHT,
  BALANCE_MAX_SATANG,
  INT4_MAX,
  REDEEM_IMAGE_MAX_SIDE_PX,
} from '@sanam/contract/input-bounds.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { cashierRoutes, sandboxSlipRoutes } from '@sanam/contract/routes/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute, urlOf } from './test/call-route.ts';
import { adminRoute, operatorToken } from './test/factories/desk.ts';
import { expectLedgerOk, moneyState } from './test/factories/ledger.ts';
import { aMember, registerPayload } from './test/factories/members.ts';
import { body, type ErrorBody } from './test/factories/replies.ts';
import { useDesk } from './test/harness.ts';

const desk = useDesk();
const { t } = desk;

const EN = { 'accept-language': 'en' };

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a field of an unauthenticated call with 400 naming the field, in both languages', async () => {
    const payload = registerPayload({ name: 'สมชาย\u0000ใจดี' });
    const en = await callRoute(t.app, accountRoutes.register, { rawBody: payload, headers: EN });
    expect(en.statusCode).toBe(400);
    expect(body<ErrorBody>(en).message).toBe(
      'The field name holds a character that cannot be stored (such as NUL); remove it and try again',
    );
    expect(body<ErrorBody>(en).data.fields).toHaveProperty('name');
    const th = await callRoute(t.app, accountRoutes.register, { rawBody: payload });
    expect(th.statusCode).toBe(400);
    expect(body<ErrorBody>(th).message).toContain('ช่อง name');
    // nobody was registered
    const { rows } = await t.db.query('SELECT 1 FROM members WHERE phone = $1', [payload.phone]);
    expect(rows).toHaveLength(0);
  });

  it('refuses half a surrogate pair (jsonb cannot hold it) with the same 400, and stores nothing', async () => {
    // the fuzz test found it: an operator's deposit-account name reached the audit row's jsonb as
    // "\udfff" and PostgreSQL answered 500
    const payload = registerPayload({ name: 'x\udfffy' });
    const res = await callRoute(t.app, accountRoutes.register, { rawBody: payload, headers: EN });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).data.fields).toHaveProperty('name');
    const { rows } = await t.db.query('SELECT 1 FROM members WHERE phone = $1', [payload.phone]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a NUL in a member call, an operator call, a query string and a path', async () => {
    const member = await aMember(t.app);
    const edit = await callRoute(t.app, accountRoutes.editProfile, {
      as: member,
      rawBody: { name: 'a\u0000' },
      headers: EN,
    });
    expect(edit.statusCode).toBe(400);
    expect(body<ErrorBody>(edit).data.fields).toHaveProperty('name');
    const adjust = await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
      params: { id: member.id },
      rawBody: { amount: 10, reason: 'ok\u0000' },
    });
    expect(adjust.statusCode).toBe(400);
    expect(body<ErrorBody>(adjust).data.fields).toHaveProperty('reason');
    const search = await adminRoute(t.app, desk.admin, memberDeskRoutes.search, {
      rawQuery: { q: '\u0000' },
    });
    expect(search.statusCode).toBe(400);
    expect(body<ErrorBody>(search).data.fields).toHaveProperty('q');
    const image = await callRoute(t.app, rewardRoutes.image, { params: { name: 'a\u0000.png' } });
    expect(image.statusCode).toBe(400);
    // the profile kept its name
    const profile = await callOk(t.app, accountRoutes.profile, { as: member });
    expect(profile.user.name).toBe('สมชาย ทดสอบ');
  });

  it('finds a NUL in an object key and deep inside a nested body without failing', async () => {
    const nested = `${'['.repeat(20_000)}"x\\u0000"${']'.repeat(20_000)}`;
    const deep = await t.app.inject({
      method: 'POST',
      url: urlOf(accountRoutes.login),
      payload: `{"phone":"0812345678","password":"secret1","extra":${nested}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    const key = await callRoute(t.app, accountRoutes.login, {
      rawBody: { phone: '0812345678', password: 'secret1', 'a\u0000': 1 },
    });
    expect(key.statusCode).toBe(400);
  });
});

describe('numbers within their columns and money within its maximum', () => {
  it('refuses an agent_id larger than its column holds with 400, on register and login', async () => {
    for (const route of [accountRoutes.register, accountRoutes.login]) {
      const res = await callRoute(t.app, route, {
        rawBody: registerPayload({ agent_id: INT4_MAX + 1 }),
        headers: EN,
      });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).data.fields).toEqual({ agent_id: 'The number is too large' });
    }
  });

  it('refuses an amount over the declared maximum, and a huge one, changing nothing', async () => {
    const member = await aMember(t.app);
    const before = await moneyState(t.db, member.id);
    for (const amount of [AMOUNT_MAX_BAHT + 0.01, 2 ** 52 / 100, -(AMOUNT_MAX_BAHT + 1)]) {
      const res = await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
        params: { id: member.id },
        rawBody: { amount, reason: 'ทดสอบ' },
        headers: EN,
      });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).message).toBe('The amount may be at most 10,000,000 baht');
    }
    expect(await moneyState(t.db, member.id)).toEqual(before);
  });

  it('holds a balance at its ceiling: the adjustment past it is refused with 400 and the balance still reads', async () => {
    const member = await aMember(t.app);
    const steps = BALANCE_MAX_SATANG / 100 / AMOUNT_MAX_BAHT;
    for (let i = 0; i < steps; i++) {
      const res = await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
        params: { id: member.id },
        body: { amount: AMOUNT_MAX_BAHT, reason: `เติม ${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await moneyState(t.db, member.id);
    expect(before.balance).toBe(BALANCE_MAX_SATANG);
    const over = await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
      params: { id: member.id },
      body: { amount: 0.01, reason: 'เกิน' },
      headers: EN,
    });
    expect(over.statusCode).toBe(400);
    expect(body<ErrorBody>(over).message).toBe(
      'Refused: the balance would pass the most an account may hold',
    );
    expect(await moneyState(t.db, member.id)).toEqual(before);
    const profile = await callOk(t.app, accountRoutes.profile, { as: member });
    expect(profile.user.balance).toBe(BALANCE_MAX_SATANG / 100);
    // a debit from the ceiling still goes through
    const down = await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
      params: { id: member.id },
      body: { amount: -1, reason: 'ลด' },
    });
    expect(down.statusCode).toBe(200);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('logout', () => {
  const profileStatus = async (token: string) =>
    (await callRoute(t.app, accountRoutes.profile, { as: token })).statusCode;

  it('ends the session with the bearer token and no body, an empty JSON body, or {}', async () => {
    const bodies: Array<{ headers: Record<string, string>; payload?: string }> = [
      { headers: {} },
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
    ];
    for (const { headers, payload } of bodies) {
      const member = await aMember(t.app);
      expect(await profileStatus(member.accessToken)).toBe(200);
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(accountRoutes.revoke),
        headers: { authorization: `Bearer ${member.accessToken}`, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode).toBe(200);
      expect(await profileStatus(member.accessToken)).toBe(401);
    }
  });

  it('logs an operator out with an empty JSON body', async () => {
    const leaving = await operatorToken(t.app, t.db, 'operator');
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(operatorAuthRoutes.logout),
      headers: { authorization: `Bearer ${leaving}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect((await adminRoute(t.app, leaving, operatorAuthRoutes.me)).statusCode).toBe(401);
  });
});

describe('prize pictures', () => {
  /** A real PNG of `width`×`height` one-bit grey pixels, all black: a few kilobytes however large. */
  function blackPng(width: number, height: number): string {
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(typed));
      return Buffer.concat([head, typed, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([1, 0, 0, 0, 0], 8);
    const row = Math.ceil(width / 8) + 1;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    return `data:image/png;base64,${png.toString('base64')}`;
  }

  /** A JPEG's start and frame header declaring `width`×`height` (the server reads no further). */
  function jpegHeader(width: number, height: number): string {
    const sof = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    const app0 = Buffer.from([0xff, 0xe0, 0, 4, 0, 0]);
    return `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]).toString('base64')}`;
  }

  const upload = (dataUrl: string) =>
    adminRoute(t.app, desk.admin, rewardDeskRoutes.uploadImage, { body: { data_url: dataUrl }, headers: EN });

  it('refuses a 12000×12000 PNG of a few kilobytes with 400, and takes one at the limit', async () => {
    const huge = blackPng(12_000, 12_000);
    expect(huge.length).toBeLessThan(100_000);
    const res = await upload(huge);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).message).toBe('The picture may be at most 2048×2048 pixels');
    expect((await upload(blackPng(REDEEM_IMAGE_MAX_SIDE_PX, REDEEM_IMAGE_MAX_SIDE_PX))).statusCode).toBe(200);
    expect((await upload(blackPng(REDEEM_IMAGE_MAX_SIDE_PX + 1, 10))).statusCode).toBe(400);
  });

  it('reads a JPEG frame header: too wide is refused, a small one accepted', async () => {
    expect((await upload(jpegHeader(5000, 100))).statusCode).toBe(400);
    expect((await upload(jpegHeader(640, 480))).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('are made by the server: a client X-Request-Id is not taken as the id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x'.repeat(10_000) },
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the sandbox slip', () => {
  it('is minted only for a cashier or an admin', async () => {
    const slip = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(sandboxSlipRoutes.create),
        headers,
        payload: { amount: 100 },
      });
    expect((await slip({})).statusCode).toBe(401);
    const member = await aMember(t.app);
    expect((await slip({ authorization: `Bearer ${member.accessToken}` })).statusCode).toBe(401);
    expect((await slip({ authorization: `Bearer ${desk.operator}` })).statusCode).toBe(403);
    await adminRoute(t.app, desk.admin, cashierRoutes.createDepositAccount, {
      body: { bank_name: 'KBANK', bank_acc_no: '0123456789', bank_acc_name: 'บจก. สนาม (ทดสอบ)' },
    });
    expect((await slip({ authorization: `Bearer ${desk.cashier}` })).statusCode).toBe(200);
    expect((await slip({ authorization: `Bearer ${desk.admin}` })).statusCode).toBe(200);
  });
});
