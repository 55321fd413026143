import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { kitMessages } from './kit-messages.ts';

// The kit's own words come from the app that renders it; the tests stand in for one (English).
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: kitMessages } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

afterEach(() => {
  cleanup();
});
