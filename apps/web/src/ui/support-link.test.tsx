// Spec §1/§2: the support chat is one configured address (lib/env.ts, VITE_SUPPORT_URL), advertised as
// 24-hour support in the bottom bar, on the login screen and in the side panel's contact section.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SUPPORT_URL } from '../lib/env.ts';
import { i18n } from '../lib/i18n.ts';
import { setSession } from '../lib/session.ts';
import { mockApi } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../test/member-session.ts';
import { renderApp } from '../test/render-app.tsx';

const slow = { timeout: 5_000 };

function expectSupportLink(link: HTMLElement) {
  expect(link).toHaveAttribute('href', SUPPORT_URL);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

function openHome() {
  setSession({ ...tokens, user: member });
  mockApi(quietHomeRoutes());
  return renderApp('/');
}

describe('24-hour support link', () => {
  it('is in the bottom bar and in the side panel’s contact section', async () => {
    const { user } = openHome();
    const bar = await screen.findByRole('navigation', { name: 'เมนูหลัก' }, slow);
    expectSupportLink(within(bar).getByRole('link', { name: 'ติดต่อแอดมิน 24 ชม.' }));

    const panel = screen.getByRole('complementary', { name: 'ข้อมูลและบริการ' });
    await user.click(within(panel).getByRole('button', { name: 'ติดต่อแอดมิน' }));
    const contact = within(panel).getByRole('region', { name: 'ติดต่อแอดมิน' });
    expectSupportLink(within(contact).getByRole('link', { name: 'ติดต่อแอดมิน 24 ชม.' }));
  });

  it('is on the login screen', async () => {
    mockApi({});
    renderApp('/login');
    expectSupportLink(await screen.findByRole('link', { name: 'ติดต่อแอดมิน 24 ชม.' }));
  });

  it('reads "24-hour support" in English', async () => {
    await i18n.changeLanguage('en');
    openHome();
    const bar = await screen.findByRole('navigation', { name: 'Main menu' }, slow);
    expectSupportLink(within(bar).getByRole('link', { name: '24-hour support' }));
  });
});
