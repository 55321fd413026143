import { describe, expect, it } from 'vitest';
import { sideClosed } from '@sanam/contract/wager-rules.ts';
import { member } from '../test/member-session.ts';
import { i18n } from './i18n.ts';
import { memberCheck, problemText } from './stake-check.ts';

describe('a refusal in words', () => {
  it('fills the amounts it names, and translates the side it names before filling it in', async () => {
    const th = i18n.getFixedT('th');
    expect(problemText(th, { key: 'bet.liability_room', fields: { room: '1500' } })).toBe(
      'ฝั่งนี้รับแทงได้อีกไม่เกิน 1500 บาท',
    );
    expect(problemText(th, sideClosed('blue'))).toBe('ปิดรับแทงฝั่งน้ำเงินแล้ว');
    await i18n.changeLanguage('en');
    const en = i18n.getFixedT('en');
    expect(problemText(en, sideClosed('red'))).toBe('Betting on red is closed');
    expect(problemText(en, { key: 'bet.multiplier_changed', fields: { multiplier: '2' } })).toBe(
      'The payout changed to x2: check it and bet again',
    );
  });
});

describe("the member's part of a stake check", () => {
  it('reads their betting controls in the rules’ units, and their balance in satang', () => {
    const check = memberCheck({
      ...member,
      balance: -12.5,
      betting: { bet_suspended: true, max_bet: 2500.5, limit_factor: 0.25, refer_above: null },
    });
    expect(check).toEqual({
      member: { blocked: false, suspended: true, maxBetSatang: 250_050, limitPermille: 250 },
      cashSatang: -1250,
    });
    expect(memberCheck(null)).toEqual({});
  });
});
