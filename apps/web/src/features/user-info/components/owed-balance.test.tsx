// A balance below zero: a corrected result took back winnings the member had already spent, and they
// owe the house the rest. The header and the user-info dialog say so plainly.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const owing = { ...member, balance: -1250.5 };

function openHome() {
  setSession({ ...tokens, user: owing });
  mockApi(quietHomeRoutes(owing));
  return renderApp('/');
}

describe('a balance the member owes', () => {
  it('reads minus first in the header, and in the user-info dialog with the reason under it', async () => {
    const { user } = openHome();
    expect(await screen.findByText('-฿1,250.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เปิดข้อมูลยูส' }));
    const dialog = screen.getByRole('dialog', { name: 'ข้อมูลยูส' });
    expect(within(dialog).getByText('-฿1,250.50')).toBeInTheDocument();
    expect(within(dialog).getByText('ยอดค้างชำระจากการแก้ผลการแข่งขัน')).toBeInTheDocument();
  });

  it('says the reason in English too', async () => {
    await i18n.changeLanguage('en');
    const { user } = openHome();
    await user.click(await screen.findByRole('button', { name: /account/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Owed after a corrected result')).toBeInTheDocument();
  });

  it('shows no such line while the balance is not below zero', async () => {
    setSession({ ...tokens, user: member });
    mockApi(quietHomeRoutes());
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }));
    const dialog = screen.getByRole('dialog', { name: 'ข้อมูลยูส' });
    expect(within(dialog).getByText('฿12,345.50')).toBeInTheDocument();
    expect(within(dialog).queryByText('ยอดค้างชำระจากการแก้ผลการแข่งขัน')).not.toBeInTheDocument();
  });
});
