import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from './language-switch.tsx';
import { SegmentedControl } from './segmented-control.tsx';
import { renderIn } from './test/render.tsx';

const statuses = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
] as const;

describe('SegmentedControl', () => {
  it.each(['member', 'console'] as const)(
    'is a labelled group whose chosen button is pressed (%s)',
    async (look) => {
      const onChange = vi.fn();
      const { user } = renderIn(
        look,
        <SegmentedControl label="Status" options={statuses} value="pending" onChange={onChange} />,
      );
      const group = screen.getByRole('group', { name: 'Status' });
      expect(group).toContainElement(screen.getByRole('button', { name: 'Pending', pressed: true }));
      await user.click(screen.getByRole('button', { name: 'Approved', pressed: false }));
      expect(onChange).toHaveBeenCalledWith('approved');
    },
  );

  it('may have none chosen', () => {
    renderIn(
      'console',
      <SegmentedControl label="Status" options={statuses} value={null} onChange={() => undefined} />,
    );
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });
});

describe('LanguageSwitch', () => {
  it('changes the language of the app that renders it', async () => {
    const { user } = renderIn('member', <LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'EN', pressed: true })).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(i18n.language).toBe('th');
    await i18n.changeLanguage('en');
  });
});
