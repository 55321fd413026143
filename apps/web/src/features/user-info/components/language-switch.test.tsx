// Spec §1 after sign-in: the header and the account dialog carry the login screen's language switch;
// the whole app changes at once and the choice is stored as the login screen stores it.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

function openHome() {
  setSession({ ...tokens, user: member });
  mockApi(quietHomeRoutes());
  return renderApp('/');
}

describe('the language once signed in', () => {
  it('switches the whole app to English from the account dialog, and remembers it', async () => {
    const { user } = openHome();
    await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }));
    const dialog = screen.getByRole('dialog', { name: 'ข้อมูลยูส' });
    await user.click(
      within(within(dialog).getByRole('group', { name: 'ภาษา' })).getByRole('button', { name: 'EN' }),
    );

    expect(await screen.findByRole('dialog', { name: 'Account info' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches back to Thai from the header', async () => {
    const { user } = openHome();
    const header = within(await screen.findByRole('banner'));
    await user.click(within(header.getByRole('group', { name: 'ภาษา' })).getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Open account info' })).toBeInTheDocument();

    await user.click(
      within(header.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'ไทย' }),
    );
    expect(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('th');
  });
});
