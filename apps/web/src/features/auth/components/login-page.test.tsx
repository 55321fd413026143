import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';

const submit = () => screen.getByRole('button', { name: 'เข้าสู่ระบบ' });

describe('login screen', () => {
  it('keeps the submit button disabled until phone and password are valid', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('tells the member when the phone number is not 10 to 11 digits', async () => {
    mockApi({});
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '08123');
    expect(await screen.findByText('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง')).toBeInTheDocument();
  });

  it('on a 401 shows the incorrect-credentials message on the password and clears it', async () => {
    mockApi({ '/user/login': fail(401, 'Unauthorized', 'auth.invalid_credentials') });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-pass');
    await user.click(submit());
    expect(await screen.findByText('เข้าสู่ระบบไม่สำเร็จ: เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('on a 429 shows the error dialog with the server message and keeps the password', async () => {
    mockApi({
      '/user/login': fail(429, 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่', 'auth.too_many_attempts'),
    });
    const { user } = renderApp('/login');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
    await user.click(submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(dialog).getByText('เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณารอ 15 นาทีแล้วลองใหม่')).toBeInTheDocument();
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('secret1');
  });

  it('signs in, sets the device cookie, sends it with the IP update and goes home', async () => {
    const api = mockApi({
      '/user/login': ok({ ...tokens, user: member }),
      '/user/user/ipaddress': ok(null),
      '/user/user/get_profile': ok({ user: member }),
    });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/user/login')[0]?.body).toEqual({
      phone: '0812345678',
      password: 'secret1',
      agent_id: 1,
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    const deviceId = /device_id=([A-Za-z0-9]{16})/.exec(document.cookie)?.[1];
    expect(deviceId).toBeDefined();
    await waitFor(() =>
      expect(api.callsTo('/user/user/ipaddress')[0]?.body).toEqual({ ip: '', wc_uuid: deviceId }),
    );
    expect(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' })).toBeInTheDocument();
  });

  it('after a staff reset, asks for a new password and signs in with it, the temporary one never enough alone', async () => {
    const api = mockApi({
      '/user/login': (call) =>
        (call.body as { new_password?: string }).new_password === undefined
          ? fail(403, 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน', 'must_change_password')
          : ok({ ...tokens, user: member }),
      '/user/user/ipaddress': ok(null),
      '/user/user/get_profile': ok({ user: member }),
    });
    const { user, router } = renderApp('/login');
    await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Temp1234x');
    await user.click(submit());

    expect(
      await screen.findByText('รหัสผ่านนี้ตั้งโดยเจ้าหน้าที่ กรุณาตั้งรหัสผ่านใหม่ของคุณเองเพื่อเข้าสู่ระบบ'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    const save = screen.getByRole('button', { name: 'ตั้งรหัสผ่านและเข้าสู่ระบบ' });
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'my-own-1');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'my-own-2');
    expect(await screen.findByText('รหัสผ่านไม่ตรงกัน')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'));
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'my-own-1');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/user/login').map((c) => c.body)).toEqual([
      { phone: '0812345678', password: 'Temp1234x', agent_id: 1 },
      { phone: '0812345678', password: 'Temp1234x', agent_id: 1, new_password: 'my-own-1' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
  });
});
