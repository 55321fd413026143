import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupProvider } from '../../../ui/popup.tsx';
import { setSession } from '../../../lib/session.ts';
import { heldReply, mockApi, ok, fail } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

function setup(options: Parameters<typeof userEvent.setup>[0] = {}) {
  setSession({ ...tokens, user: member });
  const user = userEvent.setup(options);
  render(
    <PopupProvider>
      <ChangePasswordForm />
    </PopupProvider>,
  );
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
  if (old) await user.type(screen.getByLabelText('รหัสผ่านเดิม'), old);
  if (next) await user.type(screen.getByLabelText('รหัสผ่านใหม่'), next);
  if (confirm) await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
  await user.click(screen.getByRole('button', { name: 'บันทึก' }));
}

async function expectPopup(title: string, text: string) {
  const popup = await screen.findByRole('alertdialog', { name: title });
  expect(within(popup).getByText(text)).toBeInTheDocument();
}

describe('change-password form', () => {
  it('rule 1 first: all empty says incomplete, even though also too short', async () => {
    const api = mockApi({});
    const user = setup();
    await fill(user, '', '', '');
    await expectPopup('กรอกข้อมูลไม่ครบ', 'กรุณากรอกข้อมูลให้ครบทุกช่อง');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('rule 2: a new password under 6 characters is too short, even when the confirmation differs', async () => {
    mockApi({});
    const user = setup();
    await fill(user, 'oldpass', '123', '456');
    await expectPopup('รหัสผ่านสั้นเกินไป', 'ต้องมีอย่างน้อย 6 ตัวอักษร');
  });

  it('rule 3: new and confirmation must match, checked before sameness', async () => {
    mockApi({});
    const user = setup();
    await fill(user, 'oldpass', 'oldpass', 'oldpas2');
    await expectPopup('รหัสผ่านไม่ตรงกัน', 'กรุณาตรวจสอบรหัสผ่านใหม่อีกครั้ง');
  });

  it('rule 4: the same password as before is an info notice', async () => {
    const api = mockApi({});
    const user = setup();
    await fill(user, 'oldpass', 'oldpass', 'oldpass');
    await expectPopup('รหัสผ่านซ้ำเดิม', 'กรุณาตั้งรหัสผ่านใหม่ที่ต่างจากเดิม');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('reads "กำลังบันทึก..." with buttons disabled while saving', async () => {
    const saved = heldReply();
    mockApi({ '/user/user/chpw': () => saved.reply });
    const user = setup();
    await fill(user, 'oldpass', 'newpass1', 'newpass1');
    expect(await screen.findByRole('button', { name: 'กำลังบันทึก...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
    saved.answer(ok(null, 'เปลี่ยนรหัสผ่านเรียบร้อย'));
    expect(await screen.findByRole('alertdialog', { name: 'สำเร็จ' })).toBeInTheDocument();
  });

  it('shows a self-closing success popup for 1500 ms, then resets and collapses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({ '/user/user/chpw': ok(null, 'เปลี่ยนรหัสผ่านเรียบร้อย') });
    const user = setup({ advanceTimers: vi.advanceTimersByTime });
    await fill(user, 'oldpass', 'newpass1', 'newpass1');
    const popup = await screen.findByRole('alertdialog', { name: 'สำเร็จ' });
    expect(within(popup).getByText('เปลี่ยนรหัสผ่านเรียบร้อย')).toBeInTheDocument();
    expect(within(popup).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('/user/user/chpw')[0]?.body).toEqual({
      oldPassword: 'oldpass',
      newPassword: 'newpass1',
    });

    act(() => {
      vi.advanceTimersByTime(1300);
    });
    expect(screen.getByRole('alertdialog', { name: 'สำเร็จ' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'เปลี่ยนรหัสผ่าน' })).toBeInTheDocument();
    expect(screen.queryByLabelText('รหัสผ่านเดิม')).not.toBeInTheDocument();
  });

  it('shows the server message when it refuses (wrong old password)', async () => {
    mockApi({ '/user/user/chpw': fail(400, 'รหัสผ่านเดิมไม่ถูกต้อง', 'auth.chpw_wrong_old') });
    const user = setup();
    await fill(user, 'badpass', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('รหัสผ่านเดิมไม่ถูกต้อง');
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveValue('badpass');
  });

  it('falls back to "เปลี่ยนรหัสผ่านไม่สำเร็จ" when success is false without a message', async () => {
    mockApi({ '/user/user/chpw': { status: 200, body: { success: false, message: '', data: null } } });
    const user = setup();
    await fill(user, 'oldpass', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('เปลี่ยนรหัสผ่านไม่สำเร็จ');
  });

  it('a thrown error shows the "ไม่สำเร็จ" popup', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = setup();
    await fill(user, 'oldpass', 'newpass1', 'newpass1');
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สำเร็จ' })).toBeInTheDocument();
  });

  it('cancel clears the fields, hides the toggles and collapses', async () => {
    mockApi({});
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    await user.type(screen.getByLabelText('รหัสผ่านเดิม'), 'abc');
    await user.click(screen.getByRole('button', { name: 'แสดงรหัสผ่านเดิม' }));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByLabelText('รหัสผ่านเดิม')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveValue('');
    expect(screen.getByLabelText('รหัสผ่านเดิม')).toHaveAttribute('type', 'password');
  });
});
