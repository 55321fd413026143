import { AUDIT_ACTIONS } from '@sanam/contract/audit.ts';
import { describe, expect, it } from 'vitest';
import auditEn from '../../locales/audit.en.json';
import auditTh from '../../locales/audit.th.json';
import { changeRows } from './audit-text.ts';

describe('audit words', () => {
  it('name every action the server writes, in Thai and in English', () => {
    const th: Record<string, string> = auditTh;
    const en: Record<string, string> = auditEn;
    for (const action of AUDIT_ACTIONS) {
      expect(th[`audit.action.${action}`], action).toMatch(/[\u0E00-\u0E7F]/);
      expect(en[`audit.action.${action}`], action).toBeTruthy();
    }
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
