// The console's audit log: newest first, with who acted, filtered by action, operator, member and
// Bangkok calendar days; the admin's alone.
import type { AuditEntry, AuditQuery } from '@sanam/contract/admin.ts';
import { bangkokToday } from '@sanam/contract/day-range.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { describe, expect, it } from 'vitest';
import { audit } from '../../audit/audit-log.ts';
import type { BodyOf } from '../../test/call-route.ts';
import { adminRoute, operatorToken } from '../../test/factories/desk.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const en = (key: MessageKey) => translate(key, 'en');
const EN = { 'accept-language': 'en' };

const adjust = (token: string, memberId: number, payload: BodyOf<typeof memberDeskRoutes.adjust>) =>
  adminRoute(t.app, token, memberDeskRoutes.adjust, { params: { id: memberId }, body: payload, headers: EN });

/**
 * The audit log's filters, by the names its query schema gives them (withDayRange leaves the schema's
 * input type unknown, so the route's own `query` option does not name them).
 */
type AuditFilter = Partial<AuditQuery>;

describe('the audit log', () => {
  it('lists audit rows newest first with the operator, and filters by action', async () => {
    const member = await aMember(t.app);
    await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
      params: { id: member.id },
      body: { is_blocked: true },
    });
    await adjust(desk.admin, member.id, { amount: 10, reason: 'r' });
    const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, {
      query: { action: 'member.update', limit: 5 },
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = body<Envelope<{ items: AuditEntry[]; total: number }>>(res).data;
    expect(items.every((a) => a.action === 'member.update')).toBe(true);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(items[0]).toMatchObject({ target_id: String(member.id), after: { is_blocked: true } });
    expect(Date.parse(items[0]?.created_at ?? '')).not.toBeNaN();
    // operator logins are audited by the auth module in the same log
    const logins = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, {
      query: { action: 'operator.login' },
    });
    expect(body<Envelope<{ total: number }>>(logins).data.total).toBeGreaterThanOrEqual(3);
  });

  it('filters by the operator who acted, the member a row is about and Bangkok calendar days', async () => {
    const other = await operatorToken(t.app, t.db, 'admin');
    const { rows } = await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM operators');
    const otherId = rows[0]?.id ?? 0;
    const [somchai, malee] = [await aMember(t.app), await aMember(t.app)];
    await adminRoute(t.app, other, memberDeskRoutes.patch, {
      params: { id: somchai.id },
      body: { is_vip: true },
    });
    await adjust(other, somchai.id, { amount: 25, reason: 'welcome' });
    await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
      params: { id: malee.id },
      body: { is_vip: true },
    });
    // a row about somchai whose target is something else: it names him as member_id
    await audit(t.db, {
      operatorId: null,
      action: 'withdrawal.pay',
      targetType: 'withdrawal',
      targetId: 9_999_001,
      before: { status: 'pending' },
      after: { status: 'paid', member_id: somchai.id },
      ip: null,
    });
    const page = async (query: AuditFilter) => {
      const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, { query });
      expect(res.statusCode, res.body).toBe(200);
      return body<Envelope<{ items: AuditEntry[]; total: number }>>(res).data;
    };

    const byOther = await page({ operator_id: otherId });
    expect(byOther.items.map((a) => a.action).sort()).toEqual([
      'member.adjust',
      'member.update',
      'operator.login',
    ]);
    expect(byOther.items.every((a) => a.operator_username === byOther.items[0]?.operator_username)).toBe(
      true,
    );

    const aboutSomchai = ['withdrawal.pay', 'member.adjust', 'member.update'];
    for (const who of [somchai.username, somchai.phone, String(somchai.id), `#${somchai.id}`]) {
      const found = await page({ member: who });
      expect(
        found.items.map((a) => a.action),
        who,
      ).toEqual(aboutSomchai);
      expect(found.total).toBe(3);
    }
    expect((await page({ member: malee.username })).items.map((a) => a.action)).toEqual(['member.update']);
    expect((await page({ member: 'nobody-by-that-name' })).total).toBe(0);
    // filters combine
    expect(
      (await page({ member: somchai.username, operator_id: otherId, action: 'member.adjust' })).total,
    ).toBe(1);

    // 20:12 UTC on 1 March is 03:12 on 2 March in Bangkok: the row belongs to 2 March
    await t.db.query(
      `UPDATE audit_log SET created_at = '2025-03-01T20:12:00Z'
        WHERE action = 'member.update' AND target_type = 'member' AND target_id = $1`,
      [String(somchai.id)],
    );
    const day = (from: string, to: string) => page({ member: somchai.username, from, to });
    expect((await day('2025-03-02', '2025-03-02')).items.map((a) => a.action)).toEqual(['member.update']);
    expect((await day('2025-03-01', '2025-03-01')).total).toBe(0);
    expect((await day('2025-02-01', '2025-03-01')).total).toBe(0);
    // `from` alone runs to today, so it must be within a year of it (day-range.ts)
    expect(
      (await page({ member: somchai.username, from: bangkokToday() })).items.map((a) => a.action),
    ).toEqual(['withdrawal.pay', 'member.adjust']);
    expect((await page({ member: somchai.username, to: '2025-03-02' })).items.map((a) => a.action)).toEqual([
      'member.update',
    ]);
  });

  it('refuses a malformed filter with the field and its message', async () => {
    const refused = async (rawQuery: Record<string, string>) => {
      const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, { rawQuery, headers: EN });
      expect(res.statusCode, new URLSearchParams(rawQuery).toString()).toBe(400);
      return res.json<{ message: string; data: { fields: Record<string, string> } }>();
    };
    expect(await refused({ from: '2025-02-30' })).toMatchObject({
      message: en('audit.date_invalid'),
      data: { fields: { from: en('audit.date_invalid') } },
    });
    expect((await refused({ to: '1/3/2025' })).data.fields).toEqual({ to: en('audit.date_invalid') });
    // days the database cannot hold were a 500; now the field is refused in the staff's language
    for (const day of ['0000-01-01', '0001-01-01', '9999-12-31'])
      expect((await refused({ from: day })).data.fields, day).toEqual({ from: en('audit.date_invalid') });
    const thai = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, {
      rawQuery: { from: '0000-01-01' },
      headers: { 'accept-language': 'th' },
    });
    expect(thai.statusCode).toBe(400);
    expect(thai.json()).toMatchObject({ message: translate('audit.date_invalid', 'th') });
    expect(await refused({ from: '2025-03-03' })).toMatchObject({
      message: en('audit.range_too_long'),
      data: { fields: { from: en('audit.range_too_long') } },
    });
    expect(await refused({ from: '2025-03-05', to: '2025-03-01' })).toMatchObject({
      message: en('audit.range_reversed'),
      data: { fields: { to: en('audit.range_reversed') } },
    });
    expect((await refused({ operator_id: 'abc' })).data.fields).toEqual({
      operator_id: en('validation.invalid'),
    });
    expect((await refused({ operator_id: '0' })).data.fields).toEqual({
      operator_id: en('validation.invalid'),
    });
    expect((await refused({ member: 'x'.repeat(65) })).data.fields).toEqual({
      member: en('validation.too_long'),
    });
  });
});
