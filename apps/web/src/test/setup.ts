import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { clearSession } from '../lib/session.ts';

beforeEach(async () => {
  await i18n.changeLanguage('th');
});

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  document.cookie = 'device_id=; max-age=0; path=/';
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
