import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { renderIn } from './test/render.tsx';

describe('Dialog', () => {
  it('shows nothing while closed', () => {
    renderIn(
      'member',
      <Dialog isOpen={false} title="Wallet" onClose={() => undefined}>
        body
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['member', 'console'] as const)('is a modal named by its title in the %s look', (look) => {
    renderIn(
      look,
      <Dialog title="Wallet" onClose={() => undefined}>
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wallet' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('body');
  });

  it('closes on Escape, on the backdrop and on its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderIn(
      'member',
      <Dialog title="Wallet" onClose={onClose}>
        body
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open while a request holds it', async () => {
    const onClose = vi.fn();
    const { user } = renderIn(
      'console',
      <Dialog title="Approve" onClose={onClose} isDismissable={false}>
        body
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves Escape to a popup open on top of it', async () => {
    const onClose = vi.fn();
    const { user } = renderIn(
      'member',
      <>
        <Dialog title="Bet" onClose={onClose}>
          body
        </Dialog>
        <div role="alertdialog" aria-label="Sure?" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the focus on the panel in the member app and on the first field in the console', () => {
    const form = (
      <Dialog title="Amount" onClose={() => undefined}>
        <input aria-label="Amount" />
      </Dialog>
    );
    const member = renderIn('member', form);
    expect(screen.getByRole('dialog')).toHaveFocus();
    member.unmount();
    renderIn('console', form);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('gives the focus back to what had it when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = renderIn(
      'member',
      <Dialog title="Wallet" onClose={() => undefined}>
        body
      </Dialog>,
    );
    view.rerender(
      <Dialog isOpen={false} title="Wallet" onClose={() => undefined}>
        body
      </Dialog>,
    );
    expect(opener).toHaveFocus();
    opener.remove();
  });
});

describe('ConfirmDialog', () => {
  it('answers with the action or with cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderIn(
      'console',
      <ConfirmDialog
        title="End the round?"
        body="Bets settle"
        confirmLabel="End"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'End' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('holds both answers while the action runs', () => {
    renderIn(
      'console',
      <ConfirmDialog
        title="End?"
        body="b"
        confirmLabel="End"
        isPending
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End' })).toBeDisabled();
  });
});
