import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// A screen's first render in a file loads its lazy modules: on CI's two loaded cores that alone can pass
// Testing Library's 1 s default wait, while what a test waits for is the same (a find* still fails
// when the element never comes).
configure({ asyncUtilTimeout: 4000 });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});
