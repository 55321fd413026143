// The slip rules on their own: reading the mini-QR, matching a masked receiving account, deciding.
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import type { SlipCheckResult } from '../../providers/slip-check/provider.ts';
import { maskAccount } from '../../providers/slip-check/sandbox.ts';
import { SLIP_RECHECK } from '@sanam/contract/wallet.ts';
import {
  accountMatches,
  decideSlip,
  nextRecheckAt,
  parseSlip,
  recheckDelayMs,
  type HouseAccount,
  type MemberAccount,
} from './slip.ts';

const payload = makeSlipQr({ sendingBank: '004', transRef: '20261123ABCDEF123456' });

describe('reading a slip mini-QR', () => {
  it('reads the sending bank and the reference of a well-formed slip', () => {
    expect(parseSlip(`  ${payload}\n`)).toEqual({
      sendingBank: '004',
      transRef: '20261123ABCDEF123456',
      payload,
    });
  });

  it('refuses a payload whose checksum does not match, or that is not a slip QR at all', () => {
    const last = payload.at(-1) === '0' ? '1' : '0';
    expect(parseSlip(payload.slice(0, -1) + last)).toBeNull();
    expect(parseSlip('hello')).toBeNull();
    expect(parseSlip('')).toBeNull();
    // a PromptPay payment QR is EMV too, but not a slip
    expect(
      parseSlip('00020101021129370016A000000677010111011300668123456785802TH53037646304FE29'),
    ).toBeNull();
  });
});

describe('matching a receiving account', () => {
  it('matches a masked number on the digits it shows, whatever the separators', () => {
    expect(accountMatches('xxx-x-x5678-x', '0123456789')).toBe(true);
    expect(accountMatches('XXX-X-X5678-X', '012-3-45678-9')).toBe(true);
    expect(accountMatches('***3456789', '0123456789')).toBe(true);
    expect(accountMatches('0123456789', '0123456789')).toBe(true);
  });

  it('does not match another number, another length, or a number with fewer than four digits shown', () => {
    expect(accountMatches('xxx-x-x5679-x', '0123456789')).toBe(false);
    expect(accountMatches('xxx-x-x5678', '0123456789')).toBe(false);
    expect(accountMatches('xxx-x-xxx78-x', '0123456789')).toBe(false);
    expect(accountMatches('xxxxxxxxxx', '0123456789')).toBe(false);
  });

  it('masks like a Thai bank slip in the sandbox', () => {
    expect(maskAccount('0123456789')).toBe('xxx-x-x5678-x');
    expect(accountMatches(maskAccount('1234567890123'), '1234567890123')).toBe(true);
  });
});

describe('deciding a slip', () => {
  const house: HouseAccount[] = [
    { id: 1, bank_name: 'KBANK', bank_acc_no: '0123456789', bank_acc_name: 'บริษัท สนาม จำกัด' },
    { id: 2, bank_name: 'SCB', bank_acc_no: '9876543210', bank_acc_name: 'Sanam Co., Ltd.' },
  ];
  const now = new Date('2026-11-23T10:00:00Z');
  const confirmed = (
    over: Partial<Extract<SlipCheckResult, { status: 'confirmed' }>> = {},
  ): SlipCheckResult => ({
    status: 'confirmed',
    amountSatang: 150_000,
    receiverBank: '014',
    receiverAccount: 'xxx-x-x4321-x',
    receiverName: 'SANAM CO',
    receiverNames: ['SANAM CO', 'บจก. สนาม'],
    sender: null,
    transferredAt: new Date('2026-11-23T09:55:00Z'),
    ...over,
  });
  const member: MemberAccount = { bank_name: 'BBL', bank_acc_no: '1112223334' };
  const decide = (check: SlipCheckResult | null) => decideSlip(check, house, member, now, 24);

  it('approves a recent confirmed transfer to a house account, for the amount the check read', () => {
    expect(decide(confirmed())).toEqual({ status: 'approved', amountSatang: 150_000, houseAccountId: 2 });
    // the service may not name the receiving bank; the number alone then decides
    expect(decide(confirmed({ receiverBank: null }))).toMatchObject({
      status: 'approved',
      houseAccountId: 2,
    });
  });

  it('keeps every other slip for a cashier, with the reason', () => {
    expect(decide(null)).toMatchObject({ status: 'pending', reason: 'no_provider' });
    expect(decide({ status: 'not_found' })).toMatchObject({ status: 'pending', reason: 'not_found' });
    expect(decide({ status: 'unavailable', reason: 'x' })).toMatchObject({ reason: 'unavailable' });
    expect(decide(confirmed({ receiverAccount: 'xxx-x-x9999-x' }))).toMatchObject({
      status: 'pending',
      reason: 'receiver_mismatch',
    });
    // the right number at the wrong bank is not our account
    expect(decide(confirmed({ receiverBank: '004' }))).toMatchObject({ reason: 'receiver_mismatch' });
    expect(decide(confirmed({ receiverAccount: null }))).toMatchObject({ reason: 'receiver_mismatch' });
    expect(decide(confirmed({ transferredAt: new Date('2026-11-22T09:59:00Z') }))).toMatchObject({
      status: 'pending',
      reason: 'too_old',
      houseAccountId: 2,
    });
    expect(decide(confirmed({ transferredAt: new Date('2026-11-23T10:06:00Z') }))).toMatchObject({
      reason: 'too_old',
    });
    expect(decide(confirmed({ transferredAt: null }))).toMatchObject({ reason: 'too_old' });
  });

  it('credits at once only when the receiver is matched on every digit shown and on the holder’s name', () => {
    // one digit off among the seven shown is another account
    expect(decide(confirmed({ receiverAccount: 'xxx65432x0' }))).toMatchObject({ status: 'approved' });
    expect(decide(confirmed({ receiverAccount: 'xxx65431x0' }))).toMatchObject({
      reason: 'receiver_mismatch',
    });
    // bank and digits right, the name another holder's or not given: a cashier looks
    for (const names of [['SOMCHAI JAIDEE'], ['นาย สมชาย ใ'], []]) {
      expect(decide(confirmed({ receiverName: names[0] ?? null, receiverNames: names }))).toEqual({
        status: 'pending',
        reason: 'receiver_name_mismatch',
        houseAccountId: 2,
      });
    }
    // either of the names the service gives may be the holder's
    expect(decide(confirmed({ receiverNames: ['SOMEONE ELSE', 'SANAM CO'] }))).toMatchObject({
      status: 'approved',
    });
  });

  it('keeps a slip sent from an account other than the member’s registered one for a cashier', () => {
    const from = (bank: string | null, account: string) => ({ sender: { bank, account, name: 'นาย ผู้โอน' } });
    expect(decide(confirmed(from('002', 'xxx-x-x2333-x')))).toMatchObject({ status: 'approved' });
    // not revealing the bank, or every digit hidden, contradicts nothing
    expect(decide(confirmed(from(null, '1112223334')))).toMatchObject({ status: 'approved' });
    expect(decide(confirmed(from('002', 'xxxxxxxxxx')))).toMatchObject({ status: 'approved' });
    for (const sender of [
      from('002', 'xxx-x-x2334-x'),
      from('004', 'xxx-x-x2333-x'),
      from('002', 'xxx-2333'),
    ]) {
      expect(decide(confirmed(sender))).toEqual({
        status: 'pending',
        reason: 'sender_mismatch',
        houseAccountId: 2,
      });
    }
    // a member with no registered account cannot be the sender the slip shows
    expect(
      decideSlip(
        confirmed(from('002', 'xxx-x-x2333-x')),
        house,
        { bank_name: null, bank_acc_no: null },
        now,
        24,
      ),
    ).toMatchObject({ reason: 'sender_mismatch' });
  });
});

describe('when a waiting slip is checked again by itself', () => {
  const sent = new Date('2026-11-28T10:00:00Z');
  const after = (ms: number) => new Date(sent.getTime() + ms);

  it('waits twice as long each time, up to half an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(recheckDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
  });

  it('retries an unanswered check and an unknown transfer, each up to its own limit, never a mismatch', () => {
    expect(nextRecheckAt('unavailable', 0, sent, sent)).toEqual(after(30_000));
    expect(nextRecheckAt('unavailable', 3, sent, after(60_000))).toEqual(after(60_000 + 240_000));
    expect(nextRecheckAt('unavailable', SLIP_RECHECK.maxAttempts - 1, sent, sent)).not.toBeNull();
    expect(nextRecheckAt('unavailable', SLIP_RECHECK.maxAttempts, sent, sent)).toBeNull();
    expect(nextRecheckAt('not_found', SLIP_RECHECK.notFoundMaxAttempts - 1, sent, sent)).not.toBeNull();
    expect(nextRecheckAt('not_found', SLIP_RECHECK.notFoundMaxAttempts, sent, sent)).toBeNull();
    for (const reason of [
      'no_provider',
      'receiver_mismatch',
      'receiver_name_mismatch',
      'sender_mismatch',
      'too_old',
    ] as const)
      expect(nextRecheckAt(reason, 0, sent, sent), reason).toBeNull();
  });

  it('stops a day after the slip was sent', () => {
    const lateInDay = after(SLIP_RECHECK.windowMs - 10_000);
    expect(nextRecheckAt('unavailable', 1, sent, lateInDay)).toBeNull();
    expect(nextRecheckAt('unavailable', 0, sent, after(SLIP_RECHECK.windowMs - 40_000))).toEqual(
      after(SLIP_RECHECK.windowMs - 10_000),
    );
  });
});
