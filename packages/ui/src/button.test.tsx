import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { renderIn } from './test/render.tsx';

describe('Button', () => {
  it.each(['member', 'console'] as const)(
    'is held, busy and spinning while its action runs (%s)',
    async (look) => {
      const onClick = vi.fn();
      const { user } = renderIn(
        look,
        <Button isLoading onClick={onClick}>
          Place bet
        </Button>,
      );
      const button = screen.getByRole('button', { name: /Place bet/ });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it('is a plain button unless told to submit', () => {
    renderIn('member', <Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('announces its wait in the member app and keeps quiet in the console', () => {
    const member = renderIn('member', <Button isLoading>Go</Button>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    member.unmount();
    renderIn('console', <Button isLoading>Go</Button>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
