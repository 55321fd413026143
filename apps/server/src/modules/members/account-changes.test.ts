// A member's account as the console changes it, each change with a reason, audited.
// The bank-account change needs a second, different admin's approval; until then the member's
// withdrawals still go to the old account, from then on to the new one.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberAccountRoutes } from '@sanam/contract/routes/member-account.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { BankChange, MemberAccount } from '@sanam/contract/member-account.ts';
import { describe, expect, it } from 'vitest';
import { type BodyOf, callRoute } from '../../test/call-route.ts';
import { adminRoute, deskTokens } from '../../test/factories/desk.ts';
import { login } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const w = walletFactory(desk);

let accSeq = 0;
const newAccount = () => ({
  bank_name: 'BBL' as const,
  bank_acc_no: `77${String(Date.now()).slice(-6)}${String(++accSeq).padStart(4, '0')}`,
  bank_acc_name: 'สมชาย ใหม่',
});

const profileOf = (token: string) => callRoute(t.app, accountRoutes.profile, { as: token });

/** POST /user/login in English with what the member typed. */
const loginWith = (phone: string, typed: { password: string; new_password?: string }) =>
  callRoute(t.app, accountRoutes.login, {
    headers: EN,
    body: { phone, agent_id: 1, ...typed },
    remoteAddress: '10.0.0.1',
  });

async function liveSessions(memberId: number): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions
      WHERE subject_kind = 'member' AND subject_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [memberId],
  );
  return rows[0]?.n ?? NaN;
}

async function secondAdmin(): Promise<string> {
  const { admin } = await deskTokens(t, ['admin']);
  if (!admin) throw new Error('no second admin');
  return admin;
}

async function lastWithdrawalBank(memberId: number) {
  const { rows } = await t.db.query<{ bank_name: string; bank_acc_no: string; bank_acc_name: string }>(
    'SELECT bank_name, bank_acc_no, bank_acc_name FROM withdrawals WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  return rows[0];
}

async function auditOf(memberId: number, action: string) {
  const { rows } = await t.db.query<{ before: unknown; after: Record<string, unknown> }>(
    `SELECT before, after FROM audit_log WHERE target_type = 'member' AND target_id = $1 AND action = $2 ORDER BY id`,
    [String(memberId), action],
  );
  return rows;
}

describe('changing a member’s bank account', () => {
  it('waits for a second admin: the old account gets withdrawals until the approval, the new one after', async () => {
    const member = await w.fundedMember(5000);
    const next = newAccount();
    const asked = await adminRoute(t.app, desk.cashier, memberAccountRoutes.requestBankChange, {
      params: { id: member.id },
      body: { ...next, reason: 'member lost the card' },
    });
    expect(asked.statusCode).toBe(200);
    expect(body<Envelope<BankChange>>(asked)).toMatchObject({
      message: 'ส่งคำขอเปลี่ยนบัญชีแล้ว รอแอดมินอีกคนอนุมัติ',
      data: { status: 'pending', ...next, before: { bank_name: 'SCB' } },
    });

    // pending: the account in force is still the old one
    expect((await w.withdraw(member, 100)).statusCode).toBe(200);
    expect(await lastWithdrawalBank(member.id)).toMatchObject({ bank_name: 'SCB' });
    const account = body<Envelope<MemberAccount>>(
      await adminRoute(t.app, desk.operator, memberAccountRoutes.account, { params: { id: member.id } }),
    );
    expect(account.data.bank.bank_name).toBe('SCB');
    expect(account.data.pending_bank_change).toMatchObject({
      status: 'pending',
      bank_acc_no: next.bank_acc_no,
    });

    const approved = await adminRoute(t.app, desk.admin, memberAccountRoutes.approveBankChange, {
      params: { id: member.id },
      body: { reason: 'checked the ID card' },
    });
    expect(approved.statusCode).toBe(200);
    expect(body<Envelope<BankChange>>(approved).data).toMatchObject({
      status: 'approved',
      decision_reason: 'checked the ID card',
    });

    expect((await w.withdraw(member, 100)).statusCode).toBe(200);
    expect(await lastWithdrawalBank(member.id)).toEqual(next);
    const profile = await profileOf(member.accessToken);
    expect(body<Envelope<{ user: { bank_acc_no: string } }>>(profile).data.user.bank_acc_no).toBe(
      next.bank_acc_no,
    );

    const [request] = await auditOf(member.id, 'member.bank_change_request');
    expect(request?.before).toMatchObject({ bank_name: 'SCB' });
    expect(request?.after).toMatchObject({ ...next, reason: 'member lost the card' });
    const [approval] = await auditOf(member.id, 'member.bank_change_approve');
    expect(approval?.after).toMatchObject({ ...next, reason: 'checked the ID card' });
  });

  it('refuses the requester’s own approval, even an admin’s, and a cashier’s or operator’s approval', async () => {
    const member = await w.fundedMember(0);
    const next = newAccount();
    expect(
      (
        await adminRoute(t.app, desk.admin, memberAccountRoutes.requestBankChange, {
          params: { id: member.id },
          body: { ...next, reason: 'r' },
        })
      ).statusCode,
    ).toBe(200);
    const own = await adminRoute(t.app, desk.admin, memberAccountRoutes.approveBankChange, {
      params: { id: member.id },
      body: { reason: 'r' },
      headers: EN,
    });
    expect(own.statusCode).toBe(403);
    expect(body<ErrorBody>(own).message).toBe('The requester cannot approve their own change');
    for (const token of [desk.cashier, desk.operator])
      expect(
        (
          await adminRoute(t.app, token, memberAccountRoutes.approveBankChange, {
            params: { id: member.id },
            body: { reason: 'r' },
          })
        ).statusCode,
      ).toBe(403);
    const account = body<Envelope<MemberAccount>>(
      await adminRoute(t.app, desk.admin, memberAccountRoutes.account, { params: { id: member.id } }),
    );
    expect(account.data.bank.bank_name).toBe('SCB');
    expect(account.data.pending_bank_change?.status).toBe('pending');

    // a different admin may
    const other = await secondAdmin();
    expect(
      (
        await adminRoute(t.app, other, memberAccountRoutes.approveBankChange, {
          params: { id: member.id },
          body: { reason: 'ok' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps one change waiting at a time; a rejected change leaves the account as it was', async () => {
    const member = await w.fundedMember(0);
    expect(
      (
        await adminRoute(t.app, desk.cashier, memberAccountRoutes.requestBankChange, {
          params: { id: member.id },
          body: { ...newAccount(), reason: 'r' },
        })
      ).statusCode,
    ).toBe(200);
    const second = await adminRoute(t.app, desk.cashier, memberAccountRoutes.requestBankChange, {
      params: { id: member.id },
      body: { ...newAccount(), reason: 'r' },
    });
    expect(second.statusCode).toBe(409);
    expect(body<ErrorBody>(second).message).toBe('มีคำขอเปลี่ยนบัญชีที่รออนุมัติอยู่แล้ว');

    const rejected = await adminRoute(t.app, desk.admin, memberAccountRoutes.rejectBankChange, {
      params: { id: member.id },
      body: { reason: 'caller could not prove who they are' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(body<Envelope<BankChange>>(rejected).data.status).toBe('rejected');
    const account = body<Envelope<MemberAccount>>(
      await adminRoute(t.app, desk.admin, memberAccountRoutes.account, { params: { id: member.id } }),
    );
    expect(account.data).toMatchObject({ bank: { bank_name: 'SCB' }, pending_bank_change: null });
    expect(
      (
        await adminRoute(t.app, desk.admin, memberAccountRoutes.approveBankChange, {
          params: { id: member.id },
          body: { reason: 'r' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditOf(member.id, 'member.bank_change_reject')).toHaveLength(1);
  });

  it('refuses another member’s account, a bad account number and a missing reason, with the field’s message', async () => {
    const owner = await w.fundedMember(0);
    const member = await w.fundedMember(0);
    const { rows } = await t.db.query<{
      bank_name: BodyOf<typeof memberAccountRoutes.requestBankChange>['bank_name'];
      bank_acc_no: string;
    }>('SELECT bank_name, bank_acc_no FROM members WHERE id = $1', [owner.id]);
    const taken = await adminRoute(t.app, desk.cashier, memberAccountRoutes.requestBankChange, {
      params: { id: member.id },
      body: { ...rows[0]!, bank_acc_name: 'x', reason: 'r' },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await adminRoute(t.app, desk.cashier, memberAccountRoutes.requestBankChange, {
      params: { id: member.id },
      rawBody: { ...newAccount(), bank_acc_no: '12ab', reason: ' ' },
      headers: EN,
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad)).toMatchObject({
      data: {
        fields: {
          bank_acc_no: 'Bank account number must be 10 to 15 digits',
          reason: 'Please give a reason',
        },
      },
    });
    expect(await auditOf(member.id, 'member.bank_change_request')).toHaveLength(0);
  });
});

describe('the member desk’s other changes', () => {
  it('resets the password: the sessions end, and the temporary password opens no session until it carries a new one', async () => {
    const member = await w.fundedMember(0);
    const res = await adminRoute(t.app, desk.cashier, memberAccountRoutes.resetPassword, {
      params: { id: member.id },
      body: { reason: 'forgot it' },
    });
    expect(res.statusCode).toBe(200);
    const { temporary_password } = body<Envelope<{ temporary_password: string }>>(res).data;
    expect(temporary_password.length).toBeGreaterThanOrEqual(8);
    const stale = await profileOf(member.accessToken);
    expect(stale.statusCode).toBe(401);

    // the staff member saw the temporary password: alone it signs nobody in
    const sessionsBefore = await liveSessions(member.id);
    const alone = await loginWith(member.phone, { password: temporary_password });
    expect(alone.statusCode).toBe(403);
    expect(body<ErrorBody>(alone)).toMatchObject({
      message: 'Please set a new password first',
      data: { code: 'must_change_password' },
    });
    expect(alone.body).not.toContain('access_token');
    expect(await liveSessions(member.id)).toBe(sessionsBefore);
    // the new password follows the registration's rules, and may not be the temporary one
    const short = await loginWith(member.phone, { password: temporary_password, new_password: '12' });
    expect(short.statusCode).toBe(400);
    const same = await loginWith(member.phone, {
      password: temporary_password,
      new_password: temporary_password,
    });
    expect(same.statusCode).toBe(400);
    expect(await liveSessions(member.id)).toBe(sessionsBefore);

    const renewed = await loginWith(member.phone, {
      password: temporary_password,
      new_password: 'my-own-pass-1',
    });
    expect(renewed.statusCode).toBe(200);
    const data = body<Envelope<{ access_token: string }>>(renewed).data;
    expect((await profileOf(data.access_token)).statusCode).toBe(200);
    // the temporary password is gone; the member's own opens a session with nothing more to do
    expect((await login(t.app, member.phone, temporary_password)).statusCode).toBe(401);
    expect((await login(t.app, member.phone, 'my-own-pass-1')).statusCode).toBe(200);
    const [row] = await auditOf(member.id, 'member.password_reset');
    expect(row?.after).toEqual({ reason: 'forgot it', must_change_password: true });
    expect(JSON.stringify(row)).not.toContain(temporary_password);
  });

  it('ends every session of the member', async () => {
    const member = await w.fundedMember(0);
    const res = await adminRoute(t.app, desk.admin, memberAccountRoutes.endSessions, {
      params: { id: member.id },
      body: { reason: 'phone stolen' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<{ ended: number }>>(res).data.ended).toBe(1);
    const stale = await profileOf(member.accessToken);
    expect(stale.statusCode).toBe(401);
    expect((await auditOf(member.id, 'member.sessions_end'))[0]?.after).toEqual({
      reason: 'phone stolen',
      ended: 1,
    });
  });

  it('edits the name, audited before and after', async () => {
    const member = await w.fundedMember(0);
    const res = await adminRoute(t.app, desk.cashier, memberAccountRoutes.rename, {
      params: { id: member.id },
      body: { name: 'สมหญิง แก้ชื่อ', reason: 'typo at registration' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<{ name: string }>>(res).data.name).toBe('สมหญิง แก้ชื่อ');
    expect(await auditOf(member.id, 'member.rename')).toEqual([
      { before: { name: 'สมชาย ทดสอบ' }, after: { name: 'สมหญิง แก้ชื่อ', reason: 'typo at registration' } },
    ]);
  });

  it('moves the member to another active house account, which the member then pays into', async () => {
    const member = await w.fundedMember(0);
    const id = await w.openHouseAccount({
      bank_name: 'KTB',
      bank_acc_no: `55${String(Date.now()).slice(-8)}`,
      bank_acc_name: 'บจก. สนาม สอง',
    });
    const res = await adminRoute(t.app, desk.cashier, memberAccountRoutes.moveDepositAccount, {
      params: { id: member.id },
      body: { deposit_account_id: id, reason: 'spread the load' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<MemberAccount>>(res).data.deposit_account_id).toBe(id);
    const profile = await profileOf(member.accessToken);
    expect(
      body<Envelope<{ user: { account: { bank_name: string } } }>>(profile).data.user.account.bank_name,
    ).toBe('KTB');
    const missing = await adminRoute(t.app, desk.cashier, memberAccountRoutes.moveDepositAccount, {
      params: { id: member.id },
      body: { deposit_account_id: 99999999, reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who may change a member’s account', () => {
  const changes = (): Array<[RouteDeclaration, unknown]> => [
    [memberAccountRoutes.requestBankChange, { ...newAccount(), reason: 'r' }],
    [memberAccountRoutes.resetPassword, { reason: 'r' }],
    [memberAccountRoutes.endSessions, { reason: 'r' }],
    [memberAccountRoutes.rename, { name: 'n', reason: 'r' }],
    [memberAccountRoutes.moveDepositAccount, { deposit_account_id: 1, reason: 'r' }],
  ];

  it('refuses a member’s token on every route and the operator role on every change', async () => {
    const member = await w.fundedMember(0);
    const params = { id: member.id };
    const all: Array<[RouteDeclaration, unknown]> = [
      [memberAccountRoutes.account, undefined],
      [memberAccountRoutes.approveBankChange, { reason: 'r' }],
      [memberAccountRoutes.rejectBankChange, { reason: 'r' }],
      ...changes(),
    ];
    for (const [route, payload] of all)
      expect(
        (await adminRoute(t.app, member.accessToken, route, { params, body: payload })).statusCode,
        route.path,
      ).toBe(401);
    for (const [route, payload] of changes())
      expect(
        (await adminRoute(t.app, desk.operator, route, { params, body: payload })).statusCode,
        route.path,
      ).toBe(403);
    expect((await adminRoute(t.app, desk.operator, memberAccountRoutes.account, { params })).statusCode).toBe(
      200,
    );
    for (const route of [memberAccountRoutes.approveBankChange, memberAccountRoutes.rejectBankChange])
      expect(
        (await adminRoute(t.app, desk.cashier, route, { params, body: { reason: 'r' } })).statusCode,
      ).toBe(403);
    const { rows } = await t.db.query(
      `SELECT 1 FROM audit_log WHERE target_type = 'member' AND target_id = $1`,
      [String(member.id)],
    );
    expect(rows).toHaveLength(0);
  });
});
