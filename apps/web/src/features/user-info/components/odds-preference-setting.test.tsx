// The account dialog's betting setting: what the member takes when the price moves before a bet is
// taken, read from GET /user/settings/odds and saved at once with POST.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fail, heldReply, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { member, quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function openAccount(routes: Record<string, MockReply | (() => Promise<MockReply>)>) {
  setSession({ ...tokens, user: member });
  const api = mockApi({ ...quietHomeRoutes(), ...routes });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }));
  const dialog = screen.getByRole('dialog', { name: 'ข้อมูลยูส' });
  const section = within(within(dialog).getByRole('region', { name: 'ตั้งค่าการแทง' }));
  return { user, api, section, choices: within(section.getByRole('group', { name: 'เมื่อราคาเปลี่ยน' })) };
}

describe("the member's odds-change setting", () => {
  it('shows what the server has, and saves a new choice at once', async () => {
    const { user, api, section, choices } = await openAccount({
      'GET /user/settings/odds': ok({ accept: 'better' }),
      'POST /user/settings/odds': ok({ accept: 'any' }),
    });
    expect(await choices.findByRole('button', { name: 'รับเฉพาะที่ดีกว่า', pressed: true })).toBeInTheDocument();
    expect(choices.getByRole('button', { name: 'ไม่รับ' })).toHaveAttribute('aria-pressed', 'false');
    expect(section.getByText('รับเมื่อราคาใหม่จ่ายเท่าเดิมหรือมากกว่าเท่านั้น')).toBeInTheDocument();

    await user.click(choices.getByRole('button', { name: 'รับทุกราคา' }));
    expect(await section.findByRole('status')).toHaveTextContent('บันทึกแล้ว');
    expect(choices.getByRole('button', { name: 'รับทุกราคา' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('POST /user/settings/odds').map((c) => c.body)).toEqual([{ accept: 'any' }]);
  });

  it('shows "don\'t accept" for a member who never chose', async () => {
    const { choices } = await openAccount({ 'GET /user/settings/odds': ok({ accept: 'none' }) });
    expect(await choices.findByRole('button', { name: 'ไม่รับ', pressed: true })).toBeInTheDocument();
  });

  it('shows the choice being saved as made, and puts back the one in force when saving fails', async () => {
    const saved = heldReply();
    const { user, section, choices } = await openAccount({
      'GET /user/settings/odds': ok({ accept: 'none' }),
      'POST /user/settings/odds': () => saved.reply,
    });
    await user.click(await choices.findByRole('button', { name: 'รับเฉพาะที่ดีกว่า' }));
    expect(choices.getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' })).toHaveAttribute('aria-pressed', 'true');
    saved.answer(fail(500, 'เกิดข้อผิดพลาด'));
    expect(await section.findByRole('alert')).toHaveTextContent('บันทึกไม่สำเร็จ กรุณาลองใหม่');
    expect(choices.getByRole('button', { name: 'ไม่รับ' })).toHaveAttribute('aria-pressed', 'true');
    expect(section.queryByText('บันทึกแล้ว')).not.toBeInTheDocument();
  });

  it('reads in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    setSession({ ...tokens, user: member });
    mockApi({ ...quietHomeRoutes(), 'GET /user/settings/odds': ok({ accept: 'any' }) });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open account info' }));
    const section = within(await screen.findByRole('region', { name: 'Betting settings' }));
    const choices = within(section.getByRole('group', { name: 'When the odds change' }));
    expect(await choices.findByRole('button', { name: 'Accept any', pressed: true })).toBeInTheDocument();
    expect(section.getByText('Always taken at the latest odds, even if they pay less')).toBeInTheDocument();
  });
});
