import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  editUserRequest,
  loginRequest,
  registerForm,
  registerRequest,
} from './account.ts';
import { operatorLoginRequest } from './admin.ts';
import { messages } from './messages.ts';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error?.issues[0]?.message;

const validRegister = {
  phone: '0812345678',
  password: 'secret1',
  name: 'ทดสอบ ระบบ',
  agent_id: 1,
  bank_name: 'SCB',
  bank_acc_no: '1234567890',
  referrer: '',
};

describe('spec §5 rules', () => {
  it('accepts phones of 10 to 11 digits only', () => {
    expect(loginRequest.safeParse({ phone: '0812345678', password: 'x' }).success).toBe(true);
    expect(loginRequest.safeParse({ phone: '08123456789', password: 'x' }).success).toBe(true);
    for (const phone of ['081234567', '081234567890', '08123x5678', '']) {
      expect(firstMessage(loginRequest.safeParse({ phone, password: 'x' }))).toBe('validation.phone_invalid');
    }
  });

  it('requires the login password', () => {
    expect(firstMessage(loginRequest.safeParse({ phone: '0812345678', password: '' }))).toBe(
      'validation.password_required',
    );
  });

  it('checks the register fields with their messages', () => {
    expect(registerRequest.safeParse(validRegister).success).toBe(true);
    const cases: Array<[Partial<typeof validRegister>, string]> = [
      [{ password: '12345' }, 'validation.password_min'],
      [{ name: '  ' }, 'validation.name_required'],
      [{ bank_name: 'XYZ' }, 'validation.bank_required'],
      [{ bank_acc_no: '' }, 'validation.bank_acc_required'],
      [{ bank_acc_no: '123456789' }, 'validation.bank_acc_invalid'],
      [{ bank_acc_no: '1234567890123456' }, 'validation.bank_acc_invalid'],
      [{ referrer: 'not valid!' }, 'validation.referrer_invalid'],
    ];
    for (const [patch, key] of cases) {
      expect(firstMessage(registerRequest.safeParse({ ...validRegister, ...patch }))).toBe(key);
    }
  });

  it('requires the confirmation to match, without sending it', () => {
    const r = registerForm.safeParse({ ...validRegister, confirm_password: 'other1' });
    expect(firstMessage(r)).toBe('validation.password_mismatch');
    expect(firstMessage(registerForm.safeParse({ ...validRegister, confirm_password: '' }))).toBe(
      'validation.password_confirm_required',
    );
  });

  it('holds the username form to required, then at least 3, and the password to at least 6', () => {
    expect(firstMessage(operatorLoginRequest.safeParse({ username: '', password: 'abcdef' }))).toBe(
      'validation.username_required',
    );
    expect(firstMessage(operatorLoginRequest.safeParse({ username: 'ab', password: 'abcdef' }))).toBe(
      'validation.username_min',
    );
    expect(firstMessage(operatorLoginRequest.safeParse({ username: 'abc', password: '12345' }))).toBe(
      'validation.password_min',
    );
  });

  it('lets a member change only their name', () => {
    expect(editUserRequest.safeParse({ name: 'ใหม่' }).success).toBe(true);
    expect(editUserRequest.safeParse({ phone: '0899999999' }).success).toBe(false);
    expect(editUserRequest.safeParse({ bank_acc_no: '1234567890' }).success).toBe(false);
    expect(changePasswordRequest.safeParse({ oldPassword: 'a', newPassword: '12345' }).success).toBe(false);
  });
});

describe('message catalogue', () => {
  it('has Thai and English for every key, none empty', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.th.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
    }
  });
});

describe('register form', () => {
  it('reports a password mismatch while other fields are still empty', () => {
    const r = registerForm.safeParse({ phone: '', password: 'secret1', confirm_password: 'secret2' });
    expect(r.success).toBe(false);
    const mismatch = r.error?.issues.find((i) => i.path.join('.') === 'confirm_password');
    expect(mismatch?.message).toBe('validation.password_mismatch');
  });
});
