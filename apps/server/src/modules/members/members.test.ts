import { accountRoutes } from '@sanam/contract/routes/account.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useTestApp } from '../../test/harness.ts';
import { post } from '../../ledger/ledger.ts';
import { deposit } from '../../test/factories/ledger.ts';
import { login, registerMember, registerPayload } from '../../test/factories/members.ts';
import {
  body,
  type ErrorBody,
  type LoginBody,
  messageOf,
  type ProfileBody,
} from '../../test/factories/replies.ts';

const t = useTestApp();

const th = (key: MessageKey) => translate(key, 'th');
const en = (key: MessageKey) => translate(key, 'en');

async function memberCount(): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
  return rows[0]?.n ?? 0;
}

describe('registration, login and profile', () => {
  it('registers a member, logs them in and shows a profile without any password hash', async () => {
    const payload = registerPayload();
    const reg = await callRoute(t.app, accountRoutes.register, { body: payload });
    expect(reg.statusCode).toBe(200);
    const registered = body<LoginBody>(reg);
    expect(registered).toMatchObject({ success: true, message: th('auth.register_ok') });
    expect(registered.data.access_token).toEqual(expect.any(String));
    expect(registered.data.refresh_token).toEqual(expect.any(String));
    expect(registered.data.user.username).toMatch(/^sn[a-z0-9]{6}$/);

    const res = await login(t.app, payload.phone, payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: th('auth.login_ok') });
    const token = body<LoginBody>(res).data.access_token;

    const profile = await callRoute(t.app, accountRoutes.profile, { as: token });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toMatch(/password|argon2/i);
    const { id, ...user } = body<ProfileBody>(profile).data.user;
    expect(id).toBe(registered.data.user.id);
    expect(user).toEqual({
      phone: payload.phone,
      name: payload.name,
      username: registered.data.user.username,
      bank_name: 'SCB',
      bank_acc_no: payload.bank_acc_no,
      bank_acc_name: payload.name,
      affiliate_username: null,
      agent_id: 1,
      balance: 0,
      is_vip: false,
      event_point: 0,
      account: null,
      // the member's own betting controls, none set (the bet dialogs read them)
      betting: { bet_suspended: false, max_bet: null, limit_factor: null, refer_above: null },
    });
    expect(reg.body).not.toMatch(/password|argon2/i);
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('records the referrer by username, case-insensitively, and shows the house deposit account', async () => {
    const referrer = await registerMember(t.app);
    await t.db.query(
      `INSERT INTO deposit_accounts (bank_name, bank_acc_no, bank_acc_name) VALUES ('KBANK', '0001112223', 'Sanam Co')`,
    );
    const member = await registerMember(t.app, { referrer: referrer.username.toUpperCase() });
    const profile = await callRoute(t.app, accountRoutes.profile, { as: member.accessToken });
    expect(body<ProfileBody>(profile).data.user).toMatchObject({
      affiliate_username: referrer.username,
      account: { bank_name: 'KBANK', bank_acc_no: '0001112223', bank_acc_name: 'Sanam Co' },
    });
    await t.db.query('UPDATE deposit_accounts SET is_active = false');
  });

  it('shows the ledger balance in baht and the coins as event_point', async () => {
    const m = await registerMember(t.app);
    await t.db.transaction(async (tx) => {
      await post(tx, deposit(`test-deposit:${m.id}`, m.id, 12_345));
      await post(tx, {
        key: `test-coins:${m.id}`,
        kind: 'coins',
        type: TX_TYPE.bet,
        topic: 'เหรียญ',
        postings: [
          { account: accountName.coins(m.id), currency: 'COIN', amount: 7 },
          { account: accountName.house, currency: 'COIN', amount: -7 },
        ],
      });
    });
    const profile = await callRoute(t.app, accountRoutes.profile, { as: m.accessToken });
    expect(body<ProfileBody>(profile).data.user).toMatchObject({ balance: 123.45, event_point: 7 });
  });

  it('refuses a phone already registered with 409, and the same bank account with 409', async () => {
    const first = registerPayload();
    expect((await callRoute(t.app, accountRoutes.register, { body: first })).statusCode).toBe(200);
    const before = await memberCount();

    const samePhone = await callRoute(t.app, accountRoutes.register, {
      body: registerPayload({ phone: first.phone }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({
      success: false,
      message: th('auth.phone_taken'),
      data: { code: 'conflict', fields: { phone: th('auth.phone_taken') } },
    });

    const sameAccount = await callRoute(t.app, accountRoutes.register, {
      body: registerPayload({ bank_name: first.bank_name, bank_acc_no: first.bank_acc_no }),
      headers: { 'accept-language': 'en' },
    });
    expect(sameAccount.statusCode).toBe(409);
    expect(messageOf(sameAccount)).toBe(en('auth.bank_account_taken'));
    expect(await memberCount()).toBe(before);
  });

  it('gives two members registering at once two different usernames', async () => {
    const [a, b] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    expect(a.username).not.toBe(b.username);
  });
});

describe('spec §5 validation on the wire', () => {
  const cases: Array<[string, Record<string, unknown>, string, MessageKey]> = [
    ['a phone of 9 digits', { phone: '081234567' }, 'phone', 'validation.phone_invalid'],
    ['a phone of 12 digits', { phone: '081234567890' }, 'phone', 'validation.phone_invalid'],
    ['a phone with letters', { phone: '08123x5678' }, 'phone', 'validation.phone_invalid'],
    ['a password of 5 characters', { password: '12345' }, 'password', 'validation.password_min'],
    ['a bank not in the list', { bank_name: 'XYZ' }, 'bank_name', 'validation.bank_required'],
    ['an account of 9 digits', { bank_acc_no: '123456789' }, 'bank_acc_no', 'validation.bank_acc_invalid'],
    [
      'an account of 16 digits',
      { bank_acc_no: '1234567890123456' },
      'bank_acc_no',
      'validation.bank_acc_invalid',
    ],
    ['a missing name', { name: undefined }, 'name', 'validation.name_required'],
    ['an unknown referrer', { referrer: 'nobody1' }, 'referrer', 'auth.referrer_unknown'],
    ['a string where a number is expected', { agent_id: '1' }, 'agent_id', 'validation.invalid'],
  ];

  for (const [what, patch, field, key] of cases) {
    it(`refuses a registration with ${what}, in Thai or English, creating nothing`, async () => {
      const before = await memberCount();
      const payload = registerPayload(patch);
      const thRes = await callRoute(t.app, accountRoutes.register, { rawBody: payload });
      expect(thRes.statusCode).toBe(400);
      const refused = body<ErrorBody>(thRes);
      expect(refused.success).toBe(false);
      expect(refused.message).toBe(th(key));
      expect(refused.data.fields?.[field]).toBe(th(key));
      const enRes = await callRoute(t.app, accountRoutes.register, {
        rawBody: payload,
        headers: { 'accept-language': 'en' },
      });
      expect(enRes.statusCode).toBe(400);
      expect(messageOf(enRes)).toBe(en(key));
      expect(await memberCount()).toBe(before);
    });
  }

  it('refuses login payloads that break the phone rule before looking anyone up', async () => {
    const res = await callRoute(t.app, accountRoutes.login, { rawBody: { phone: '0812', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(th('validation.phone_invalid'));
    const noPassword = await callRoute(t.app, accountRoutes.login, {
      rawBody: { phone: '0812345678', password: '' },
      headers: { 'accept-language': 'en' },
    });
    expect(messageOf(noPassword)).toBe('Password is required');
  });

  it.each([
    { route: accountRoutes.register, payload: '{"phone": "0812345678",' },
    { route: accountRoutes.login, payload: '{"phone":' },
  ])(
    'answers malformed JSON to $route.path with 400 in the caller language, not 500, and registers nobody',
    async ({ route, payload }) => {
      const before = await memberCount();
      const res = await callRoute(t.app, route, {
        headers: { 'content-type': 'application/json' },
        rawBody: payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง', data: { code: 'bad_json' } });
      expect(await memberCount()).toBe(before);
    },
  );
});

describe('profile edits', () => {
  it('lets a member change their name but not their phone', async () => {
    const m = await registerMember(t.app);
    const ok = await callRoute(t.app, accountRoutes.editProfile, { as: m, body: { name: 'ชื่อใหม่' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: th('profile.updated'),
      data: { user: { name: 'ชื่อใหม่' } },
    });

    for (const patch of [
      { phone: '0899999999' },
      { name: 'อีกชื่อ', phone: '0899999999' },
      { balance: 1000 },
      { is_vip: true },
      { bank_acc_no: '9999999999' },
    ]) {
      const refused = await callRoute(t.app, accountRoutes.editProfile, { as: m, rawBody: patch });
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      expect(body<ErrorBody>(refused)).toMatchObject({
        success: false,
        message: th('validation.unknown_field'),
      });
    }
    const english = await callRoute(t.app, accountRoutes.editProfile, {
      as: m,
      rawBody: { phone: '0899999999' },
      headers: { 'accept-language': 'en' },
    });
    expect(messageOf(english)).toBe('This field cannot be changed');
    const { rows } = await t.db.query<{ phone: string; name: string; is_vip: boolean; bank_acc_no: string }>(
      'SELECT phone, name, is_vip, bank_acc_no FROM members WHERE id = $1',
      [m.id],
    );
    expect(rows[0]).toMatchObject({ phone: m.phone, name: 'ชื่อใหม่', is_vip: false });
    expect(rows[0]?.bank_acc_no).not.toBe('9999999999');
  });

  it('records the address the request came from, not the one in the body', async () => {
    const m = await registerMember(t.app);
    const res = await callRoute(t.app, accountRoutes.recordDevice, {
      as: m,
      body: { ip: '1.2.3.4', wc_uuid: 'abcdef0123456789' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: th('profile.ip_saved'),
      data: { ip: '203.0.113.9' },
    });
    const { rows } = await t.db.query('SELECT last_ip, wc_uuid FROM members WHERE id = $1', [m.id]);
    expect(rows[0]).toEqual({ last_ip: '203.0.113.9', wc_uuid: 'abcdef0123456789' });
  });

  it('needs a member token for every account call', async () => {
    const routes: RouteDeclaration[] = [
      accountRoutes.profile,
      accountRoutes.editProfile,
      accountRoutes.changePassword,
      accountRoutes.recordDevice,
    ];
    for (const route of routes) {
      const res = await callRoute(t.app, route, { rawBody: {} });
      expect(res.statusCode, route.path).toBe(401);
    }
  });
});

describe('password change', () => {
  it('refuses a wrong old password, the same password and a short one, then changes it', async () => {
    const m = await registerMember(t.app);
    const call = (payload: Record<string, unknown>) =>
      callRoute(t.app, accountRoutes.changePassword, { as: m, rawBody: payload });

    const wrongOld = await call({ oldPassword: 'not-mine', newPassword: 'newpass1' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ success: false, message: th('auth.chpw_wrong_old') });

    const same = await call({ oldPassword: m.password, newPassword: m.password });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ success: false, message: th('auth.chpw_same') });

    const short = await call({ oldPassword: m.password, newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe(th('validation.password_min'));

    const changed = await call({ oldPassword: m.password, newPassword: 'newpass1' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: th('auth.chpw_ok') });

    expect((await login(t.app, m.phone, m.password, '10.9.0.1')).statusCode).toBe(401);
    expect((await login(t.app, m.phone, 'newpass1', '10.9.0.1')).statusCode).toBe(200);
  });

  it("ends the member's other sessions and keeps the one that changed the password", async () => {
    const m = await registerMember(t.app);
    const other = body<LoginBody>(await login(t.app, m.phone, m.password)).data;
    const changed = await callRoute(t.app, accountRoutes.changePassword, {
      as: m,
      body: { oldPassword: m.password, newPassword: 'another1' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await callRoute(t.app, accountRoutes.profile, { as: m.accessToken })).statusCode).toBe(200);
    expect((await callRoute(t.app, accountRoutes.profile, { as: other.access_token })).statusCode).toBe(401);
    const refresh = await callRoute(t.app, accountRoutes.refresh, {
      body: { refresh_token: other.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('blocked members', () => {
  it('ends what a blocked member can do with 403, even with a live token', async () => {
    const m = await registerMember(t.app);
    await t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [m.id]);
    const profile = await callRoute(t.app, accountRoutes.profile, { as: m.accessToken });
    expect(profile.statusCode).toBe(403);
    expect(messageOf(profile)).toBe(th('auth.blocked'));
    const again = await login(t.app, m.phone, m.password, '10.8.0.1');
    expect(again.statusCode).toBe(403);
    expect(messageOf(again)).toBe(th('auth.blocked'));
    const refresh = await callRoute(t.app, accountRoutes.refresh, {
      body: { refresh_token: m.refreshToken },
    });
    expect(refresh.statusCode).toBe(403);
  });
});
