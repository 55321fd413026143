import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LookProvider, type Look } from '../look.tsx';

/** A kit component as one of the apps shows it. */
export function renderIn(look: Look, ui: ReactElement) {
  const user = userEvent.setup();
  return { ...render(<LookProvider look={look}>{ui}</LookProvider>), user };
}
