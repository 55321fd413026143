import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button.tsx';
import { renderIn } from './test/render.tsx';

describe('CopyButton', () => {
  it('copies its text and says so', async () => {
    const { user } = renderIn('console', <CopyButton text="123-4-56789-0" label="Copy account number" />);
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('123-4-56789-0');
    expect(screen.getByText('Copied')).toBeInTheDocument();
  });

  it('falls back to the older copy when the clipboard interface refuses', async () => {
    const { user } = renderIn('console', <CopyButton text="SECRET" label="Copy secret" />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });
});
