// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionQueue } from './decision-queue.tsx';

type Request = { id: number; who: string; at: string; baht: number; isWaiting: boolean };

const requests: Request[] = [
  { id: 7, who: 'sndemo01', at: '1 Jan 10:00', baht: 500, isWaiting: true },
  { id: 8, who: 'sndemo02', at: '1 Jan 10:05', baht: 200, isWaiting: false },
];

function renderQueue(layout: 'table' | 'cards', withAmount = true) {
  const approve = vi.fn();
  const reject = vi.fn();
  render(
    <DecisionQueue
      rows={requests}
      layout={layout}
      minWidthClass="min-w-[900px]"
      labels={{ time: 'Time', member: 'Member', status: 'Status', actions: 'Actions' }}
      time={(request) => request.at}
      member={(request) => <span>{request.who}</span>}
      amount={withAmount ? (request) => <span>฿{request.baht}</span> : undefined}
      columns={[{ key: 'amount', label: 'Amount', align: 'right', cell: (request) => `฿${request.baht}` }]}
      sections={(request) => [<span>slip of {request.who}</span>]}
      status={(request) => (request.isWaiting ? 'waiting' : 'paid')}
      isOpen={(request) => request.isWaiting}
      approve={{ label: 'Approve', onDecide: approve }}
      reject={{ label: 'Reject', onDecide: reject }}
    />,
  );
  return { approve, reject };
}

afterEach(() => {
  cleanup();
});

describe('the decision queue', () => {
  it('shows a table on a laptop: the shared columns around the desk’s own, and decisions only while a request waits', () => {
    const { approve, reject } = renderQueue('table');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Time', 'Member', 'Amount', 'Status', 'Actions']);

    const [, waiting, decided] = screen.getAllByRole('row');
    expect(within(waiting!).getByText('1 Jan 10:00').textContent).toBe('1 Jan 10:00#7');
    expect(within(waiting!).getByText('sndemo01')).toBeTruthy();
    expect(within(waiting!).getByText('฿500')).toBeTruthy();
    expect(within(decided!).queryByRole('button')).toBeNull();

    fireEvent.click(within(waiting!).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(requests[0]);
    fireEvent.click(within(waiting!).getByRole('button', { name: 'Reject' }));
    expect(reject).toHaveBeenCalledWith(requests[0]);
  });

  it('shows cards on a phone: the member with the amount and time, the desk’s pieces, the status, the decisions', () => {
    const { approve } = renderQueue('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const [waiting, decided] = screen.getAllByRole('listitem');
    expect(within(waiting!).getByText('฿500')).toBeTruthy();
    expect(within(waiting!).getByText('1 Jan 10:00')).toBeTruthy();
    expect(within(waiting!).getByText('slip of sndemo01')).toBeTruthy();
    expect(within(decided!).getByText('paid')).toBeTruthy();
    expect(within(decided!).queryByRole('button')).toBeNull();

    fireEvent.click(within(waiting!).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledWith(requests[0]);
  });

  it('names the request by its number in a card’s corner when the desk has no amount to show', () => {
    renderQueue('cards', false);
    const [waiting] = screen.getAllByRole('listitem');
    expect(within(waiting!).getByText('1 Jan 10:00').textContent).toBe('1 Jan 10:00#7');
  });
});
