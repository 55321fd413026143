import { describe, expect, it } from 'vitest';
import { isRedeemSuccess } from './redeem-success.ts';

describe('isRedeemSuccess (spec §7: any success flag, or a status or code in the 2xx range)', () => {
  it.each([
    ['the envelope’s success flag', { success: true, message: 'แลกเหรียญสำเร็จ', data: {} }],
    ['isSuccess', { isSuccess: true }],
    ['ok', { ok: true }],
    ['status "success"', { status: 'success' }],
    ['status 200', { status: 200 }],
    ['status 201 as text', { status: '201' }],
    ['code 204', { code: 204 }],
    ['statusCode 299', { statusCode: 299 }],
    ['one flag is enough though another says no', { success: false, code: 200 }],
  ])('counts %s as success', (_name, reply) => {
    expect(isRedeemSuccess(reply)).toBe(true);
  });

  it.each([
    ['success false', { success: false, message: 'คุณมีเหรียญไม่เพียงพอ' }],
    ['status 199', { status: 199 }],
    ['status 300', { status: 300 }],
    ['code 409', { code: 409 }],
    ['a message key as code', { code: 'redeem.out_of_stock' }],
    ['status "failed"', { status: 'failed' }],
    ['a flag that is only text', { success: 'true' }],
    ['a fractional status', { status: 200.5 }],
    ['no body', null],
    ['a bare string', 'success'],
  ])('does not count %s', (_name, reply) => {
    expect(isRedeemSuccess(reply)).toBe(false);
  });
});
