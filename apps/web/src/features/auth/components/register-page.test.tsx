import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';

const submit = () => screen.getByRole('button', { name: 'สมัครสมาชิก' });

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
  await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
  await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret1');
  await user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
  await user.selectOptions(screen.getByLabelText('ธนาคาร'), 'KBANK');
  await user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
}

describe('register screen', () => {
  it('says the passwords do not match', async () => {
    mockApi({});
    const { user } = renderApp('/register');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret2');
    expect(await screen.findByText('รหัสผ่านไม่ตรงกัน')).toBeInTheDocument();
  });

  it('requires a bank', async () => {
    mockApi({});
    const { user } = renderApp('/register');
    await user.selectOptions(screen.getByLabelText('ธนาคาร'), 'SCB');
    await user.selectOptions(screen.getByLabelText('ธนาคาร'), '');
    expect(await screen.findByText('กรุณาเลือกธนาคาร')).toBeInTheDocument();
  });

  it('accepts a bank account of 10 to 15 digits only', async () => {
    mockApi({});
    const { user } = renderApp('/register');
    const account = screen.getByLabelText('เลขบัญชีธนาคาร');
    await user.type(account, '123456789');
    expect(await screen.findByText('เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeInTheDocument();
    await user.type(account, '0');
    await waitFor(() =>
      expect(screen.queryByText('เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก')).not.toBeInTheDocument(),
    );
    await user.type(account, '123456');
    expect(await screen.findByText('เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก')).toBeInTheDocument();
  });

  it('pre-fills the referrer from ?affiliate=', () => {
    mockApi({});
    renderApp('/register?affiliate=friend_01');
    expect(screen.getByLabelText('รหัสผู้แนะนำ (ถ้ามี)')).toHaveValue('friend_01');
  });

  it('registers without sending the confirmation, then is signed in at home', async () => {
    const api = mockApi({
      '/user/register': ok({ ...tokens, user: member }),
      '/user/user/ipaddress': ok(null),
      '/user/user/get_profile': ok({ user: member }),
    });
    const { user, router } = renderApp('/register?affiliate=friend_01');
    expect(submit()).toBeDisabled();
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/user/register')[0]?.body).toEqual({
      phone: '0812345678',
      password: 'secret1',
      name: 'สมชาย ใจดี',
      agent_id: 1,
      bank_name: 'KBANK',
      bank_acc_no: '1234567890',
      referrer: 'friend_01',
    });
  });

  it('shows the server message and its field errors on the fields', async () => {
    mockApi({
      '/user/register': fail(409, 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว', 'auth.phone_taken', {
        phone: 'เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว',
      }),
    });
    const { user } = renderApp('/register');
    await fillValid(user);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveAttribute('aria-invalid', 'true');
  });
});
