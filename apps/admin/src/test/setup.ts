import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { fakeCashierSocket } from './fake-cashier-socket.ts';

// the layout opens the cashier socket for admins and cashiers; no test reaches a server
vi.mock('../lib/cashier-socket.ts', async () =>
  (await import('./fake-cashier-socket.ts')).cashierSocketMock(),
);

// A screen's first render in a file loads its lazy modules: on CI's two loaded cores that alone can pass
// Testing Library's 1 s default wait, while what a test waits for is the same (a find* still fails
// when the element never comes).
configure({ asyncUtilTimeout: 4000 });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  fakeCashierSocket.reset();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
