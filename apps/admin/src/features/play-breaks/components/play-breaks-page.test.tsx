// The report of breaks: every member whose play a time-out or a self-exclusion closes now, their file
// one click away, narrowed by kind, for every staff role.
import type { Operator } from '@sanam/contract/admin.ts';
import type { PlayBreakReportRow } from '@sanam/contract/play-desk.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 3, username: 'cash1', role: 'cashier' };

const rows: PlayBreakReportRow[] = [
  {
    id: 9,
    kind: 'time_out',
    length: '30d',
    started_at: '2026-12-01T03:00:00.000Z',
    ends_at: '2026-12-31T03:00:00.000Z',
    by: 'desk',
    set_by: 'operator1',
    reason: 'Chasing losses',
    lifted_at: null,
    lifted_by: null,
    reopens_at: null,
    state: 'running',
    member: { id: 12, username: 'somchai', name: 'Somchai Jaidee', phone: '0812345678' },
  },
  {
    id: 4,
    kind: 'exclusion',
    length: '6m',
    started_at: '2026-01-31T05:00:00.000Z',
    ends_at: '2026-07-31T05:00:00.000Z',
    by: 'member',
    set_by: null,
    reason: null,
    lifted_at: '2026-12-01T03:00:00.000Z',
    lifted_by: 'admin',
    reopens_at: '2026-12-02T03:00:00.000Z',
    state: 'reopening',
    member: { id: 15, username: 'malee', name: 'Malee', phone: '0899999999' },
  },
];

function reportApi() {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/play/breaks': (call: ApiCall) => {
      const kind = call.query.get('kind');
      const items = kind === 'all' ? rows : rows.filter((r) => r.kind === kind);
      return ok({ items, total: items.length });
    },
  });
}

describe('the report of time-outs and exclusions', () => {
  it('is in every role’s navigation and lists who is kept from play, each member’s file one click away', async () => {
    signIn();
    reportApi();
    const { user } = renderApp('/');
    const nav = within(await screen.findByRole('navigation'));
    await user.click(await nav.findByRole('link', { name: 'Time-outs & exclusions' }));
    expect(await screen.findByRole('heading', { name: 'Time-outs & exclusions' })).toBeInTheDocument();

    const first = within((await screen.findByRole('link', { name: 'somchai' })).closest('tr') as HTMLElement);
    expect(first.getByRole('link', { name: 'somchai' })).toHaveAttribute('href', '/members/12');
    expect(first.getByText('Time-out, 30 days')).toBeInTheDocument();
    expect(first.getByText('Running')).toBeInTheDocument();
    expect(first.getByText('Desk: operator1')).toBeInTheDocument();
    expect(first.getByText('Chasing losses')).toBeInTheDocument();

    const second = within(screen.getByRole('link', { name: 'malee' }).closest('tr') as HTMLElement);
    expect(second.getByText('Self-exclusion, 6 months')).toBeInTheDocument();
    expect(second.getByText('Reopening')).toBeInTheDocument();
    expect(second.getByText(/^Reopens 02\/12\/2026/)).toBeInTheDocument();
  });

  it('narrows to one kind from the first page', async () => {
    signIn();
    const api = reportApi();
    const { user } = renderApp('/play-breaks');
    await screen.findByRole('link', { name: 'somchai' });
    await user.click(screen.getByRole('button', { name: 'Self-exclusions' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'somchai' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'malee' })).toBeInTheDocument();
    const last = api.callsTo('GET /admin/play/breaks').at(-1)?.query;
    expect([last?.get('kind'), last?.get('offset'), last?.get('limit')]).toEqual(['exclusion', '0', '50']);
  });
});
