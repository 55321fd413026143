// The member file's responsible play: the limits with the member's own, the desk's and the one in
// force; the break that closes play now and the history; a stricter limit and a time-out (with its
// reason and a confirmation) for who runs the book, the lift of an ended exclusion for an admin only.
import type { MemberAccount } from '@sanam/contract/member-account.ts';
import type { Operator } from '@sanam/contract/admin.ts';
import { OPERATOR_ROLES } from '@sanam/contract/constants.ts';
import {
  mayLoosenPlay,
  PLAY_DESK_ROLES,
  type DeskBreak,
  type MemberPlay,
} from '@sanam/contract/play-desk.ts';
import { PLAY_LIMIT_KEYS } from '@sanam/contract/play-limits.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { anAdminMember } from '@sanam/fixtures/members.ts';
import { can } from '../../../lib/permissions.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const account: MemberAccount = {
  id: 1,
  profile: anAdminMember(),
  username: 'somchai',
  phone: '0812345678',
  name: 'Somchai Jaidee',
  bank: { bank_name: 'KBANK', bank_acc_no: '1234567890', bank_acc_name: 'Somchai Jaidee' },
  pending_bank_change: null,
  deposit_account_id: null,
  must_change_password: false,
  live_sessions: 1,
};

const operator: Operator = { id: 2, username: 'operator1', role: 'operator' };
const cashier: Operator = { id: 3, username: 'cash1', role: 'cashier' };

const timeOut: DeskBreak = {
  id: 7,
  kind: 'time_out',
  length: '7d',
  started_at: '2026-12-01T03:00:00.000Z',
  ends_at: '2026-12-08T03:00:00.000Z',
  by: 'desk',
  set_by: 'operator1',
  reason: 'Chasing losses',
  lifted_at: null,
  lifted_by: null,
  reopens_at: null,
  state: 'running',
};

const endedExclusion: DeskBreak = {
  id: 3,
  kind: 'exclusion',
  length: '6m',
  started_at: '2026-01-31T05:00:00.000Z',
  ends_at: '2026-07-31T05:00:00.000Z',
  by: 'member',
  set_by: null,
  reason: null,
  lifted_at: null,
  lifted_by: null,
  reopens_at: null,
  state: 'awaiting_lift',
};

function aPlay(overrides: Partial<MemberPlay> = {}): MemberPlay {
  return {
    member_id: 1,
    limits: PLAY_LIMIT_KEYS.map((key) => ({ key, own: null, desk: null, in_force: null, pending: null })).map(
      (l) =>
        l.key === 'loss_day'
          ? {
              ...l,
              own: 500,
              desk: 300,
              in_force: 300,
              pending: { amount: 1000, confirmable_at: '2026-12-02T03:00:00.000Z' },
            }
          : l,
    ),
    lost: { day: 120.5, week: 120.5, month: 400 },
    deposited: { day: 0, week: 1000, month: 1000 },
    break: null,
    breaks: [],
    ...overrides,
  };
}

function playApi(
  play: MemberPlay,
  role: Operator = adminOperator,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: role }),
    'GET /admin/members/1/account': ok(account),
    'GET /admin/members/1/play': ok(play),
    'GET /admin/members/1/deposits': ok({ items: [], total: 0 }),
    'GET /admin/audit': ok({ items: [], total: 0 }),
    ...extra,
  });
}

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Responsible play' });
  return within(heading.closest('section') as HTMLElement);
}

describe('responsible play on the member file', () => {
  it('shows each limit with the member’s own, the desk’s and the one in force, what the period used, and a waiting raise', async () => {
    signIn();
    playApi(aPlay({ break: timeOut, breaks: [timeOut, { ...endedExclusion, state: 'over' }] }));
    renderApp('/members/1');
    const file = await section();
    const row = within(
      (await file.findByRole('rowheader', { name: 'Losses per day' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('฿500.00')).toBeInTheDocument();
    expect(row.getAllByText('฿300.00')).toHaveLength(2);
    expect(row.getByText('Lost ฿120.50')).toBeInTheDocument();
    expect(row.getByText(/^Raise to ฿1,000.00, confirmable from/)).toBeInTheDocument();
    const stake = within(file.getByRole('rowheader', { name: 'Largest stake' }).closest('tr') as HTMLElement);
    expect(stake.getAllByText('—')).toHaveLength(4);
    expect(stake.getByText('No limit')).toBeInTheDocument();

    expect(file.getByTestId('play-now')).toHaveTextContent(/Time-out, 7 days until .* · Desk: operator1/);
    expect(file.getByTestId('play-now')).toHaveTextContent('Reason: Chasing losses');
    const past = within(file.getByText('Self-exclusion, 6 months').closest('tr') as HTMLElement);
    expect(past.getByText('Over')).toBeInTheDocument();
    expect(past.getByText('The member')).toBeInTheDocument();
  });

  it('sets a stricter limit for who runs the book, with the limit in force shown before and after', async () => {
    signIn();
    const api = playApi(aPlay(), operator, {
      'POST /admin/members/1/play/limits': (call: ApiCall) => {
        const body = call.body as { key: string; amount: number };
        const play = aPlay();
        return ok({
          ...play,
          limits: play.limits.map((l) =>
            l.key === body.key ? { ...l, desk: body.amount, in_force: body.amount } : l,
          ),
        });
      },
    });
    const { user } = renderApp('/members/1');
    const file = await section();
    await user.click(await file.findByRole('button', { name: 'Set a stricter limit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'The desk’s limit' }));
    expect(dialog.getByTestId('limit-now')).toHaveTextContent(
      'Member’s own ฿500.00 · desk’s ฿300.00 · in force ฿300.00',
    );
    expect(dialog.getByText(/Only an admin can raise or remove the desk’s limit/)).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Limit'), 'stake');
    expect(dialog.getByTestId('limit-now')).toHaveTextContent('in force No limit');
    await user.type(dialog.getByLabelText('Desk’s limit (baht)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save the limit' }));
    // a reason is asked for before anything is sent
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/members/1/play/limits')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Reason'), 'Asked by phone');
    await user.click(dialog.getByRole('button', { name: 'Save the limit' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Largest stake: ฿50.00 in force');
    expect(api.callsTo('POST /admin/members/1/play/limits')[0]?.body).toEqual({
      key: 'stake',
      amount: 50,
      reason: 'Asked by phone',
    });
  });

  it('starts a time-out only after its reason and a second, explicit confirmation', async () => {
    signIn();
    const api = playApi(aPlay(), operator, {
      'POST /admin/members/1/play/time-out': ok(aPlay({ break: timeOut, breaks: [timeOut] })),
    });
    const { user } = renderApp('/members/1');
    const file = await section();
    await user.click(await file.findByRole('button', { name: 'Set a time-out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Time-out for somchai' }));
    await user.selectOptions(dialog.getByLabelText('Length'), '7d');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Chasing losses');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      /Confirm: a time-out of 7 days, until about .*It cannot be cancelled or shortened, by the desk either\./,
    );
    expect(api.callsTo('POST /admin/members/1/play/time-out')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Start the time-out now' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Time-out started');
    expect(api.callsTo('POST /admin/members/1/play/time-out')[0]?.body).toEqual({
      length: '7d',
      reason: 'Chasing losses',
    });
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(file.getByTestId('play-now')).toHaveTextContent(/Time-out, 7 days until/));
  });

  it('lets an admin lift an ended exclusion, with a reason; the account reopens 24 hours on', async () => {
    signIn();
    const lifted: DeskBreak = {
      ...endedExclusion,
      state: 'reopening',
      lifted_at: '2026-12-01T03:00:00.000Z',
      lifted_by: 'admin',
      reopens_at: '2026-12-02T03:00:00.000Z',
    };
    const api = playApi(aPlay({ break: endedExclusion, breaks: [endedExclusion] }), adminOperator, {
      'POST /admin/members/1/play/lift-exclusion': ok(aPlay({ break: lifted, breaks: [lifted] })),
    });
    const { user } = renderApp('/members/1');
    const file = await section();
    expect(await file.findByTestId('play-now')).toHaveTextContent(
      /The self-exclusion ended on .*: the account stays closed until an admin lifts it/,
    );
    await user.click(file.getByRole('button', { name: 'Lift the ended exclusion' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lift the self-exclusion' }));
    expect(
      dialog.getByText(/The self-exclusion of 6 months ended on .* the account stays closed 24 hours more\./),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Asked in writing');
    await user.click(dialog.getByRole('button', { name: 'Lift it' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(/The account reopens at/);
    expect(api.callsTo('POST /admin/members/1/play/lift-exclusion')[0]?.body).toEqual({
      reason: 'Asked in writing',
    });
  });

  it('keeps the lift to admins and every action from a cashier, who still reads it all', async () => {
    signIn();
    playApi(aPlay({ break: endedExclusion, breaks: [endedExclusion] }), operator);
    const first = renderApp('/members/1');
    let file = await section();
    expect(await file.findByRole('button', { name: 'Set a time-out' })).toBeInTheDocument();
    expect(file.queryByRole('button', { name: 'Lift the ended exclusion' })).not.toBeInTheDocument();
    first.unmount();

    playApi(aPlay({ break: endedExclusion, breaks: [endedExclusion] }), cashier);
    renderApp('/members/1');
    file = await section();
    expect(await file.findByTestId('play-now')).toBeInTheDocument();
    expect(file.queryByRole('button', { name: 'Set a time-out' })).not.toBeInTheDocument();
    expect(file.queryByRole('button', { name: 'Set a stricter limit' })).not.toBeInTheDocument();
    expect(file.queryByRole('button', { name: 'Lift the ended exclusion' })).not.toBeInTheDocument();
  });

  it('grants what the server allows: protecting to who runs the book, loosening to admins', () => {
    for (const role of OPERATOR_ROLES) {
      expect([role, can(role, 'members.play')]).toEqual([
        role,
        (PLAY_DESK_ROLES.protect as readonly string[]).includes(role),
      ]);
      expect([role, can(role, 'members.play_loosen')]).toEqual([role, mayLoosenPlay(role)]);
    }
  });

  it('says it in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      playApi(aPlay({ break: timeOut, breaks: [timeOut] }));
      renderApp('/members/1');
      const heading = await screen.findByRole('heading', { name: 'เล่นอย่างรับผิดชอบ' });
      const file = within(heading.closest('section') as HTMLElement);
      expect(await file.findByRole('rowheader', { name: 'ยอดเสียต่อวัน' })).toBeInTheDocument();
      expect(file.getByTestId('play-now')).toHaveTextContent(/พักการเล่น 7 วัน ถึง .* · เจ้าหน้าที่ operator1/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
