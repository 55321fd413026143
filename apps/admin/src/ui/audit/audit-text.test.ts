import { AUDIT_ACTIONS, AUDIT_FIELDS } from '@sanam/contract/audit.ts';
import { describe, expect, it } from 'vitest';
import auditEn from '../../locales/audit.en.json';
import auditTh from '../../locales/audit.th.json';
import { i18n } from '../../lib/i18n.ts';
import { changeRows, fieldValue } from './audit-text.ts';

describe('audit words', () => {
  it('name every action the server writes, in Thai and in English', () => {
    const th: Record<string, string> = auditTh;
    const en: Record<string, string> = auditEn;
    for (const action of AUDIT_ACTIONS) {
      expect(th[`audit.action.${action}`], action).toMatch(/[\u0E00-\u0E7F]/);
      expect(en[`audit.action.${action}`], action).toBeTruthy();
    }
  });

  // the server's test apps hold every field an audit row writes to AUDIT_FIELDS (test/audit-fields.ts)
  it('label every field an audit row can hold, in Thai and in English, and no field it cannot', () => {
    const th: Record<string, string> = auditTh;
    const en: Record<string, string> = auditEn;
    for (const field of AUDIT_FIELDS) {
      expect(th[`audit.field.${field}`], field).toMatch(/[\u0E00-\u0E7F]/);
      expect(en[`audit.field.${field}`], field).toBeTruthy();
    }
    const labelled = Object.keys(en)
      .filter((key) => key.startsWith('audit.field.'))
      .map((key) => key.slice('audit.field.'.length));
    expect(labelled.sort()).toEqual([...AUDIT_FIELDS].sort());
  });
});

describe('what an audit row changed', () => {
  it('lists the fields that differ, those only the after names, and nothing that stayed', () => {
    expect(changeRows({ is_vip: false, is_blocked: false }, { is_vip: true })).toEqual([
      { field: 'is_vip', before: false, after: true },
    ]);
    expect(changeRows({ status: 'pending' }, { status: 'paid', amount: 5 })).toEqual([
      { field: 'status', before: 'pending', after: 'paid' },
      { field: 'amount', after: 5 },
    ]);
    expect(changeRows({ is_open: true }, { is_open: true })).toEqual([]);
  });

  it('lists what was created and what was removed', () => {
    expect(changeRows(null, { name: 'Sanam A', closes_at: null })).toEqual([
      { field: 'name', after: 'Sanam A' },
    ]);
    expect(changeRows({ text: 'hi' }, null)).toEqual([{ field: 'text', before: 'hi', isRemoved: true }]);
    expect(changeRows(null, null)).toEqual([]);
  });
});

describe('how an audit row reads', () => {
  const th = i18n.getFixedT('th');

  it("words a regrade's correction: the results by name and the money in baht", () => {
    const correction = { from: 'red', to: 'green', house_after: 1250.5, stakes: 3000 };
    expect(fieldValue(th, i18n, 'th', 'correction', correction)).toBe(
      'ผลเดิม: แดงชนะ · ผลใหม่: เสมอ · ผลของเจ้ามือหลังแก้: 1,250.50 บาท · ยอดแทง: 3,000.00 บาท',
    );
  });

  it("words a side switch and a round's limits", () => {
    expect(fieldValue(th, i18n, 'th', 'side', 'blue')).toBe('ฝั่งน้ำเงิน');
    expect(fieldValue(th, i18n, 'th', 'closed_by', 'cap')).toBe('เพดานความเสี่ยง (อัตโนมัติ)');
    expect(fieldValue(th, i18n, 'th', 'liability_cap', 50000)).toBe('50,000.00 บาท');
    expect(fieldValue(th, i18n, 'th', 'seconds', 30)).toBe('30 วินาที');
  });
});
