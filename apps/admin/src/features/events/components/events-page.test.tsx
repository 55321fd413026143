import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminEvent } from '@sanam/contract/events.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

const anEvent = (over: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 4,
  question: 'Who wins the main bout at Sanam B tonight?',
  state: 'open',
  closes_at: null,
  is_past_closing: false,
  version: 3,
  winner: null,
  options: [
    { key: 'a', label: 'Red bull', odds: 1.85, staked: 1000, bets: 3, house_result: -350 },
    { key: 'b', label: 'Black bull', odds: 2.1, staked: 500, bets: 1, house_result: 450 },
  ],
  total_staked: 1500,
  bets: 4,
  created_at: '2026-01-10T05:00:00.000Z',
  settled_at: null,
  ...over,
});

function eventsApi(who: Operator, events: AdminEvent[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/events': ok(events),
    ...extra,
  });
}

async function cardOf(question: string) {
  return within(await screen.findByRole('article', { name: question }));
}

describe('events page', () => {
  it('lists events with their state, odds, book and house result per outcome, and the actions of each state', async () => {
    signIn();
    eventsApi(adminOperator, [
      anEvent(),
      anEvent({ id: 5, question: 'Draft question?', state: 'draft', total_staked: 0, bets: 0 }),
      anEvent({ id: 6, question: 'Settled question?', state: 'settled', winner: 'b' }),
    ]);
    renderApp('/events');

    const open = await cardOf('Who wins the main bout at Sanam B tonight?');
    expect(open.getByText('Open')).toBeInTheDocument();
    const red = within(open.getByText('Red bull').closest('tr') as HTMLElement);
    expect(red.getByText('1.85')).toBeInTheDocument();
    expect(red.getByText('1,000.00')).toBeInTheDocument();
    expect(red.getByText('-350.00')).toBeInTheDocument();
    expect(open.getByText('Total ฿1,500.00 · 4 bets')).toBeInTheDocument();
    for (const name of ['Change odds', 'Close predictions', 'Settle', 'Cancel event'])
      expect(open.getByRole('button', { name })).toBeInTheDocument();
    expect(open.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    const draft = await cardOf('Draft question?');
    for (const name of ['Edit', 'Open predictions', 'Cancel event'])
      expect(draft.getByRole('button', { name })).toBeInTheDocument();

    const settled = await cardOf('Settled question?');
    expect(settled.getByText('Result: Black bull')).toBeInTheDocument();
    // a settled event is only corrected, never opened, settled or cancelled again
    expect(settled.getAllByRole('button').map((b) => b.textContent)).toEqual(['Correct result']);
  });

  it('says so when there is no event', async () => {
    signIn();
    eventsApi(adminOperator, []);
    renderApp('/events');
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });

  it('shows a list that cannot load with a retry', async () => {
    signIn();
    let calls = 0;
    eventsApi(adminOperator, [], {
      'GET /admin/events': () =>
        ++calls === 1 ? fail(403, 'Not allowed here', 'forbidden') : ok([anEvent()]),
    });
    const { user } = renderApp('/events');
    expect(await screen.findByText('Not allowed here')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('Red bull')).toBeInTheDocument();
  });

  it('creates a draft checked by the server’s rule first', async () => {
    signIn();
    const api = eventsApi(operator, [], {
      'POST /admin/events': ok(anEvent({ state: 'draft', question: 'Who wins?' })),
    });
    const { user } = renderApp('/events');
    await user.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));

    await user.type(dialog.getByLabelText('Question'), 'Who wins?');
    await user.type(dialog.getByLabelText('Option 1'), 'Red');
    await user.type(dialog.getByLabelText('Odds of option 1'), '1');
    await user.type(dialog.getByLabelText('Option 2'), 'Blue');
    await user.type(dialog.getByLabelText('Odds of option 2'), '2.1');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Odds must be 1.01 to 1000 with at most 2 decimals')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Odds of option 1'));
    await user.type(dialog.getByLabelText('Odds of option 1'), '1.85');
    await user.click(dialog.getByRole('button', { name: 'Add an option' }));
    await user.type(dialog.getByLabelText('Option 3'), 'Draw');
    await user.type(dialog.getByLabelText('Odds of option 3'), '7.5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Event created')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events')[0]?.body).toEqual({
      question: 'Who wins?',
      closes_at: null,
      options: [
        { key: 'a', label: 'Red', odds: 1.85 },
        { key: 'b', label: 'Blue', odds: 2.1 },
        { key: 'c', label: 'Draw', odds: 7.5 },
      ],
    });
  });

  it('settles with the winning option after showing the house result, and shows a refusal', async () => {
    signIn();
    let settles = 0;
    const api = eventsApi(adminOperator, [anEvent()], {
      'POST /admin/events/4/settle': () =>
        ++settles === 1
          ? fail(409, 'This event has already been settled or cancelled', 'conflict')
          : ok(anEvent({ state: 'settled', winner: 'a' })),
    });
    const { user } = renderApp('/events');
    const card = await cardOf('Who wins the main bout at Sanam B tonight?');
    await user.click(card.getByRole('button', { name: 'Settle' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Settle' }));
    await user.click(dialog.getByRole('button', { name: 'Settle' }));
    expect(dialog.getByText('Pick the winning option', { selector: '[role="alert"]' })).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Winning option'), 'a');
    expect(dialog.getByText('House -350.00 baht if Red bull wins')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Settle' }));
    expect(await dialog.findByText('This event has already been settled or cancelled')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('Event settled and paid')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events/4/settle').map((c) => c.body)).toEqual([
      { winner: 'a' },
      { winner: 'a' },
    ]);
  });

  it('corrects a settled event with a required reason, showing the result in force and then what the correction moved', async () => {
    signIn();
    const settled = anEvent({ state: 'settled', winner: 'b', question: 'Settled question?' });
    const api = eventsApi(operator, [settled], {
      'POST /admin/events/4/regrade': ok({
        ...settled,
        winner: 'a',
        correction: {
          from: 'b',
          to: 'a',
          reason: 'Video review',
          reversed: { stakes: 1500, paid: 1050 },
          paid: 1850,
          house_before: 450,
          house_after: -350,
          members: 4,
        },
      }),
    });
    const { user } = renderApp('/events');
    await user.click((await cardOf('Settled question?')).getByRole('button', { name: 'Correct result' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Correct the result' }));
    expect(dialog.getByText('Result in force: Black bull')).toBeInTheDocument();
    // a correction never waits for a member who spent their winnings: the dialog says what happens instead
    expect(
      dialog.getByText(
        /Members who already spent or withdrew winnings the correction takes back will owe them/,
      ),
    ).toBeInTheDocument();
    // the result in force is not offered again
    const choices = within(dialog.getByLabelText('New winning option')).getAllByRole('option');
    expect(choices.map((o) => o.textContent)).toEqual(['Pick the new winning option', 'Red bull (1.85)']);

    // the reason is required: nothing is sent without one
    await user.selectOptions(dialog.getByLabelText('New winning option'), 'a');
    expect(dialog.getByText('House -350.00 baht if Red bull wins')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason for the correction'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Correct the result' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events/4/regrade')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Reason for the correction'));
    await user.type(dialog.getByLabelText('Reason for the correction'), ' Video review ');
    await user.click(dialog.getByRole('button', { name: 'Correct the result' }));

    const moved = within(await dialog.findByLabelText('What the correction moved'));
    expect(moved.getByText('Corrected from Black bull to Red bull')).toBeInTheDocument();
    const row = (term: string) => moved.getByText(term).nextElementSibling?.textContent;
    expect(row('Previous payouts reversed')).toBe('1,050.00');
    expect(row('New payouts')).toBe('1,850.00');
    expect(row('House result (before → after)')).toBe('450.00 → -350.00');
    expect(row('Members whose balance moved')).toBe('4');
    expect(await screen.findByText('Event result corrected and bets settled again')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events/4/regrade').map((c) => c.body)).toEqual([
      { winner: 'a', reason: 'Video review' },
    ]);
  });

  it('closes an open event after a confirmation', async () => {
    signIn();
    const api = eventsApi(operator, [anEvent()], {
      'POST /admin/events/4/close': ok(anEvent({ state: 'closed' })),
    });
    const { user } = renderApp('/events');
    await user.click(
      (await cardOf('Who wins the main bout at Sanam B tonight?')).getByRole('button', {
        name: 'Close predictions',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Close predictions?' }));
    await user.click(dialog.getByRole('button', { name: 'Close predictions' }));
    expect(await screen.findByText('Event closed')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/events/4/close')).toHaveLength(1);
  });

  it('keeps cashiers out: no link, and /events says it is not theirs without asking the server', async () => {
    signIn();
    const api = eventsApi(cashier, [anEvent()]);
    const { router } = renderApp('/events');
    expect(await screen.findByRole('heading', { name: 'No access to Events' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page is for: Admin, Operator');
    expect(router.state.location.pathname).toBe('/events');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    expect(nav.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/events')).toHaveLength(0);
  });
});
