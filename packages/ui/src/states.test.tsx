import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { LoadingState } from './loading-state.tsx';
import { Skeleton, SkeletonList } from './skeleton.tsx';
import { renderIn } from './test/render.tsx';

describe.each(['member', 'console'] as const)('list states in the %s look', (look) => {
  it('says a list is empty', () => {
    renderIn(look, <EmptyState title="No bets yet" />);
    expect(screen.getByText('No bets yet')).toBeInTheDocument();
  });

  it("says a list failed, in the spec's words unless told, and retries", async () => {
    const onRetry = vi.fn();
    const { user } = renderIn(look, <ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry where there is nothing to retry', () => {
    renderIn(look, <ErrorState message="Round not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Round not found');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('a failure with its own way on', () => {
  it('shows the given actions in place of the retry', () => {
    renderIn('member', <ErrorState message="Could not open the game" actions={<a href="/">Home</a>} />);
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('loading', () => {
  it('is announced once, by name', () => {
    renderIn('console', <LoadingState label="Loading rounds" />);
    expect(screen.getByRole('status', { name: 'Loading rounds' })).toBeInTheDocument();
  });

  it('keeps placeholder blocks silent inside one announcement', () => {
    renderIn(
      'member',
      <SkeletonList>
        <Skeleton className="h-4" />
      </SkeletonList>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
