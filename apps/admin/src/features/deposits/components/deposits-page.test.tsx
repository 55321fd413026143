import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminDeposit } from '@sanam/contract/cashier.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { deposit, malee, summary } from '../../../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };

const pendingSlip = deposit();
const approvedSlip = deposit({
  id: 40,
  member: malee,
  status: 'approved',
  amount: 800,
  pending_reason: null,
  check: null,
  slip: { sending_bank: '999', sending_bank_name: null, trans_ref: 'REF999', payload: 'P999', image: null },
  decided_by: 'somsri',
  decided_at: '2025-03-01T10:05:00.000Z',
});

/** A queue that forgets a deposit once it is decided, as the server would. */
function depositsApi(extra: Parameters<typeof mockApi>[0] = {}, options: { sandbox?: boolean } = {}) {
  let pending: AdminDeposit[] = [pendingSlip];
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/cashier/summary': () =>
      ok(summary({ deposits_pending: pending.length, sandbox: options.sandbox ?? false })),
    'GET /admin/deposits': (call: ApiCall) =>
      call.query.get('status') === 'pending'
        ? ok({ items: pending, total: pending.length })
        : ok({ items: [...pending, approvedSlip], total: pending.length + 1 }),
    'POST /admin/deposits/41/approve': (call: ApiCall) => {
      pending = [];
      const { amount } = call.body as { amount: number };
      return ok({ ...pendingSlip, status: 'approved', amount, decided_by: 'somsri' });
    },
    'POST /admin/deposits/41/reject': (call: ApiCall) => {
      pending = [];
      const { reason } = call.body as { reason: string };
      return ok({ ...pendingSlip, status: 'rejected', reason, decided_by: 'somsri' });
    },
    ...extra,
  });
}

async function pendingRow() {
  return (await screen.findByRole('cell', { name: /somchai/ })).closest('tr') as HTMLElement;
}

describe('deposits page', () => {
  it('shows the slip picture the member sent beside the decoded data, fetched with the token, and opens it large', async () => {
    signIn();
    const name = `${'ab'.repeat(16)}.png`;
    const withPicture = deposit({ slip: { ...pendingSlip.slip!, image: name } });
    const createObjectURL = vi.fn(() => 'blob:slip-picture');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = depositsApi({
      'GET /admin/deposits': ok({ items: [withPicture], total: 1 }),
      [`GET /admin/cashier/images/${name}`]: { status: 200, body: 'PNG' },
    });
    const { user } = renderApp('/deposits');

    const row = within(await pendingRow());
    const thumbnail = await row.findByRole('img', { name: 'Slip picture the member sent' });
    expect(thumbnail).toHaveAttribute('src', 'blob:slip-picture');
    expect(row.getByText('2025030112345678')).toBeInTheDocument();
    expect(api.callsTo(`GET /admin/cashier/images/${name}`)[0]?.headers.get('authorization')).toMatch(
      /^Bearer /,
    );

    await user.click(row.getByRole('button', { name: 'Open Slip picture the member sent' }));
    const large = within(await screen.findByRole('dialog', { name: 'Slip picture the member sent' }));
    expect(large.getByRole('img', { name: 'Slip picture the member sent' })).toHaveAttribute(
      'src',
      'blob:slip-picture',
    );
  });

  it('says so when a slip came without a picture', async () => {
    signIn();
    depositsApi();
    renderApp('/deposits');
    expect(within(await pendingRow()).getByText('No slip picture')).toBeInTheDocument();
  });

  it('lists a pending slip with what the slip check found and why it waits', async () => {
    signIn();
    const api = depositsApi();
    renderApp('/deposits');

    const row = within(await pendingRow());
    expect(row.getByText('Somchai Jaidee ·', { exact: false })).toHaveTextContent('0812345678');
    expect(row.getByText('KBANK · 1234567890 · Somchai Jaidee')).toBeInTheDocument();
    // the member's name opens their file
    expect(row.getByRole('link', { name: 'somchai' })).toHaveAttribute('href', '/members/7');
    expect(row.getByText('KBANK')).toBeInTheDocument();
    expect(row.getByText('2025030112345678')).toBeInTheDocument();
    expect(row.getByText('004100060000010103004022520250301123456785102TH91049C3B')).toBeInTheDocument();
    expect(row.getByText('Checked: transfer found')).toBeInTheDocument();
    expect(row.getByText('Sandbox slip check')).toBeInTheDocument();
    expect(row.getByText('฿1,500.00')).toBeInTheDocument();
    expect(row.getByText('SCB · 9990001112 · Other Co')).toBeInTheDocument();
    expect(row.getByText('Paid into an account that is not ours')).toBeInTheDocument();
    expect(row.getByText(/reject it unless the statement shows it arrived/)).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 waiting for a cashier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');

    const query = api.callsTo('GET /admin/deposits')[0]?.query;
    expect(query?.get('status')).toBe('pending');
    expect(query?.get('limit')).toBe('20');
    expect(query?.get('offset')).toBe('0');
  });

  it('shows the sending account the slip check revealed, and why a slip from someone else waits', async () => {
    signIn();
    const foreign = deposit({
      pending_reason: 'sender_mismatch',
      check: {
        ...pendingSlip.check!,
        receiver_name: 'Sanam Co',
        sender_bank: '014',
        sender_account: 'xxx-x-x6777-x',
        sender_name: 'นาย คนอื่น ท',
      },
    });
    depositsApi({ 'GET /admin/deposits': ok({ items: [foreign], total: 1 }) });
    renderApp('/deposits');
    const row = within(await pendingRow());
    expect(row.getByText('SCB · xxx-x-x6777-x · นาย คนอื่น ท')).toBeInTheDocument();
    expect(row.getByText('Sender:')).toBeInTheDocument();
    expect(row.getByText('Sent from an account that is not the member’s')).toBeInTheDocument();
    expect(row.getByText(/ask the member, and approve only if it is theirs/)).toBeInTheDocument();
  });

  it('says why a slip paid to our number under another name waits', async () => {
    signIn();
    depositsApi({
      'GET /admin/deposits': ok({ items: [deposit({ pending_reason: 'receiver_name_mismatch' })], total: 1 }),
    });
    renderApp('/deposits');
    const row = within(await pendingRow());
    expect(row.getByText('Our account number, another holder’s name')).toBeInTheDocument();
    expect(row.queryByText('Sender:')).not.toBeInTheDocument();
  });

  it('filters by status and searches after typing stops', async () => {
    signIn();
    const api = depositsApi();
    const { user } = renderApp('/deposits');
    await pendingRow();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const decided = within((await screen.findByRole('cell', { name: /malee/ })).closest('tr') as HTMLElement);
    expect(decided.getByText('฿800.00')).toBeInTheDocument();
    expect(decided.getByText('Approved')).toBeInTheDocument();
    expect(decided.getByText('Decided by somsri', { exact: false })).toBeInTheDocument();
    // a sending bank we cannot name shows its code; a decided deposit has no actions
    expect(decided.getByText('999')).toBeInTheDocument();
    expect(decided.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    // the server refuses a longer q
    expect(screen.getByLabelText('Search deposits')).toHaveAttribute('maxlength', '64');
    await user.type(screen.getByLabelText('Search deposits'), 'REF999');
    await waitFor(() =>
      expect(api.callsTo('GET /admin/deposits').some((c) => c.query.get('q') === 'REF999')).toBe(true),
    );
    expect(api.callsTo('GET /admin/deposits').some((c) => c.query.get('q') === 'REF')).toBe(false);
    expect(api.callsTo('GET /admin/deposits').at(-1)?.query.get('status')).toBe('all');
  });

  it('approves the amount the cashier confirms and reads the queue and the badges again', async () => {
    signIn();
    const api = depositsApi();
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Approve' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    expect(dialog.getByText('somchai')).toBeInTheDocument();
    expect(dialog.getByText('2025030112345678')).toBeInTheDocument();
    const amount = dialog.getByLabelText('Amount received (baht)');
    expect(amount).toHaveValue('1500');

    await user.clear(amount);
    await user.type(amount, '1,450.50');
    expect(dialog.getByText('Differs from the ฿1,500.00 the slip check read')).toBeInTheDocument();
    const summaryCalls = api.callsTo('GET /admin/cashier/summary').length;
    const listCalls = api.callsTo('GET /admin/deposits').length;
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deposit approved and credited: somchai ฿1,450.50',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/deposits/41/approve').map((c) => c.body)).toEqual([{ amount: 1450.5 }]);
    expect(await screen.findByText('No deposit is waiting')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/deposits').length).toBeGreaterThan(listCalls);
    await waitFor(() =>
      expect(api.callsTo('GET /admin/cashier/summary').length).toBeGreaterThan(summaryCalls),
    );
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
  });

  it('refuses an empty or zero amount before sending anything', async () => {
    signIn();
    const api = depositsApi();
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    const amount = dialog.getByLabelText('Amount received (baht)');

    await user.clear(amount);
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();

    await user.type(amount, '0');
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));
    expect(await dialog.findByText('The amount must be greater than 0')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));
    expect(await dialog.findByText('Invalid amount (at most 2 decimals)')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/deposits/41/approve')).toHaveLength(0);
  });

  it('starts the amount empty when the slip check read none', async () => {
    signIn();
    depositsApi({
      'GET /admin/deposits': ok({
        items: [deposit({ check: null, pending_reason: 'no_provider' })],
        total: 1,
      }),
    });
    const { user } = renderApp('/deposits');
    const row = within(await pendingRow());
    expect(row.getByText('Not checked')).toBeInTheDocument();
    expect(row.getByText('No slip check is set up')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    expect(dialog.getByLabelText('Amount received (baht)')).toHaveValue('');
  });

  it('rejects only with a reason, and posts it', async () => {
    signIn();
    const api = depositsApi();
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Reject' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject deposit' }));
    expect(
      dialog.getByText('The member is not credited for this deposit and sees your reason'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(api.callsTo('POST /admin/deposits/41/reject')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), 'not on the statement');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deposit rejected: somchai');
    expect(api.callsTo('POST /admin/deposits/41/reject').map((c) => c.body)).toEqual([
      { reason: 'not on the statement' },
    ]);
    expect(await screen.findByText('No deposit is waiting')).toBeInTheDocument();
  });

  it('says so when another cashier decided first, and reads the queue again', async () => {
    signIn();
    const api = depositsApi({
      'POST /admin/deposits/41/approve': fail(409, 'รายการฝากนี้ถูกดำเนินการไปแล้ว', 'deposit.already_decided'),
    });
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    const listCalls = api.callsTo('GET /admin/deposits').length;
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('รายการฝากนี้ถูกดำเนินการไปแล้ว');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/deposits').length).toBeGreaterThan(listCalls));
  });

  it('keeps the dialog open with the server refusal of anything else', async () => {
    signIn();
    depositsApi({
      'POST /admin/deposits/41/reject': fail(400, 'This text is too long', 'error.validation'),
    });
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject deposit' }));
    await user.type(dialog.getByLabelText('Reason'), 'no');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This text is too long');
  });

  it('shows the empty state for a search that finds nothing', async () => {
    signIn();
    depositsApi({ 'GET /admin/deposits': ok({ items: [], total: 0 }) });
    const { user } = renderApp('/deposits');
    expect(await screen.findByText('No deposit is waiting')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search deposits'), '0899');
    expect(await screen.findByText('Nothing matches “0899”')).toBeInTheDocument();
  });

  it('shows the error state with the server message', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/cashier/summary': ok(summary()),
      'GET /admin/deposits': fail(403, 'You do not have permission', 'error.forbidden'),
    });
    renderApp('/deposits');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows cards with the same actions on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    const api = depositsApi();
    const { user } = renderApp('/deposits');
    const card = within((await screen.findByText('somchai')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('Paid into an account that is not ours')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/deposits/41/approve').map((c) => c.body)).toEqual([{ amount: 1500 }]),
    );
  });
});

describe('checking a waiting slip again', () => {
  const unanswered = deposit({
    pending_reason: 'unavailable',
    check: {
      ...pendingSlip.check!,
      status: 'unavailable',
      amount: null,
      receiver_bank: null,
      receiver_account: null,
      receiver_name: null,
      transferred_at: null,
    },
    check_attempts: 1,
    // 20:31 on the Bangkok clock
    next_check_at: '2025-03-01T13:31:00.000Z',
  });

  it('shows when the next automatic re-check comes, and when there will be none', async () => {
    signIn();
    const givenUp = deposit({ id: 42, member: malee, pending_reason: 'unavailable', check_attempts: 12 });
    depositsApi({ 'GET /admin/deposits': ok({ items: [unanswered, givenUp], total: 2 }) });
    renderApp('/deposits');
    const row = within(await pendingRow());
    expect(row.getByText('Automatic re-check next at 20:31 (try 2)')).toBeInTheDocument();
    const other = within((await screen.findByRole('cell', { name: /malee/ })).closest('tr') as HTMLElement);
    expect(other.getByText('Checked again 12 times; no more automatic re-checks')).toBeInTheDocument();
    expect(other.queryByText(/Automatic re-check next/)).not.toBeInTheDocument();
  });

  it('credits a slip the slip check now confirms, says so, and reads the queue again', async () => {
    signIn();
    let waiting = [unanswered];
    const api = depositsApi({
      'GET /admin/deposits': () => ok({ items: waiting, total: waiting.length }),
      'POST /admin/deposits/41/recheck': () => {
        waiting = [];
        return ok({
          outcome: 'credited',
          deposit: {
            ...unanswered,
            status: 'approved',
            amount: 1500,
            next_check_at: null,
            decided_by: 'somsri',
          },
        });
      },
    });
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Check slip again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Slip checked again: the transfer is confirmed and the member credited: somchai ฿1,500.00',
    );
    expect(api.callsTo('POST /admin/deposits/41/recheck')).toHaveLength(1);
    expect(await screen.findByText('No deposit is waiting')).toBeInTheDocument();
  });

  it('says why a slip still waits, from a card on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    const api = depositsApi({
      'GET /admin/deposits': ok({ items: [unanswered], total: 1 }),
      'POST /admin/deposits/41/recheck': ok({
        outcome: 'waiting',
        deposit: { ...unanswered, pending_reason: 'not_found', check_attempts: 2 },
      }),
    });
    const { user } = renderApp('/deposits');
    const card = within((await screen.findByText('somchai')).closest('li') as HTMLElement);
    expect(card.getByText('Automatic re-check next at 20:31 (try 2)')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Check slip again' }));
    // a slip that still waits is news, not a failure: a status in the warning colour, no alert
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Slip checked again, still waiting: the slip check still does not find this transfer: somchai',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/deposits/41/recheck')).toHaveLength(1);
  });

  it('says so when someone decided the slip first', async () => {
    signIn();
    depositsApi({
      'GET /admin/deposits': ok({ items: [unanswered], total: 1 }),
      'POST /admin/deposits/41/recheck': fail(
        409,
        'This deposit has already been decided',
        'deposit.already_decided',
      ),
    });
    const { user } = renderApp('/deposits');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Check slip again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This deposit has already been decided');
  });

  it('offers no re-check on a decided deposit', async () => {
    signIn();
    depositsApi();
    const { user } = renderApp('/deposits');
    await pendingRow();
    await user.click(screen.getByRole('button', { name: 'All' }));
    const decided = within((await screen.findByRole('cell', { name: /malee/ })).closest('tr') as HTMLElement);
    expect(decided.queryByRole('button', { name: 'Check slip again' })).not.toBeInTheDocument();
  });
});

/** What the sandbox answers for a test slip of `amount` baht with the reference `ref`. */
function aSandboxSlip(ref: string, amount: number) {
  return {
    payload: `0041000600000101030040220${ref}5102TH9104ABCD`,
    image_data_url: 'data:image/png;base64,iVBORw0KGgo=',
    sending_bank: '004',
    trans_ref: ref,
    amount,
    receiver: '1112223334',
    transferred_at: '2025-03-01T10:00:00.000Z',
  };
}

/** A cashier on a sandbox server opens "Make a test slip"; the sandbox will answer with `slip`. */
async function openSandbox(slip: ReturnType<typeof aSandboxSlip>) {
  signIn();
  const api = depositsApi({ 'POST /sandbox/slips': ok(slip) }, { sandbox: true });
  const { user } = renderApp('/deposits');
  await user.click(await screen.findByRole('button', { name: 'Make a test slip' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Make a test slip (sandbox)' }));
  return { api, user, dialog };
}

describe('sandbox test slips', () => {
  it('are offered only when the server runs the sandbox', async () => {
    signIn();
    depositsApi({}, { sandbox: false });
    renderApp('/deposits');
    await pendingRow();
    expect(screen.queryByRole('button', { name: 'Make a test slip' })).not.toBeInTheDocument();
  });

  it('makes a slip and shows its QR with a download link', async () => {
    const slip = aSandboxSlip('TESTREF001', 500);
    const { api, user, dialog } = await openSandbox(slip);

    await user.click(dialog.getByRole('button', { name: 'Make slip' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Amount (baht)'), '500');
    await user.type(dialog.getByLabelText('Receiver account (optional)'), '123');
    await user.click(dialog.getByRole('button', { name: 'Make slip' }));
    expect(await dialog.findByText('Bank account number must be 10 to 15 digits')).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/slips')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Receiver account (optional)'));
    await user.click(dialog.getByRole('button', { name: 'Make slip' }));

    const image = await dialog.findByRole('img', { name: 'Test slip QR for ฿500.00, reference TESTREF001' });
    expect(image).toHaveAttribute('src', slip.image_data_url);
    const download = dialog.getByRole('link', { name: 'Download the slip picture' });
    expect(download).toHaveAttribute('href', slip.image_data_url);
    expect(download).toHaveAttribute('download', 'slip-TESTREF001.png');
    expect(dialog.getByText(slip.payload)).toBeInTheDocument();
    expect(dialog.getByText(/upload it as the member in the app's deposit tab/)).toBeInTheDocument();
    // the house account is the default: no receiver is sent; nor a sender: the member who sends it
    expect(api.callsTo('POST /sandbox/slips').map((c) => c.body)).toEqual([{ amount: 500 }]);
  });

  it('makes a slip from another sender account when one is named, checked like any account number', async () => {
    const { api, user, dialog } = await openSandbox(aSandboxSlip('TESTREF002', 300));
    expect(
      dialog.getByText(/the slip comes from the account of the member who sends it/),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Amount (baht)'), '300');
    await user.type(dialog.getByLabelText('Sender account (optional)'), '12');
    await user.click(dialog.getByRole('button', { name: 'Make slip' }));
    expect(await dialog.findByText('Bank account number must be 10 to 15 digits')).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/slips')).toHaveLength(0);
    await user.clear(dialog.getByLabelText('Sender account (optional)'));
    await user.type(dialog.getByLabelText('Sender account (optional)'), '5556667778');
    await user.click(dialog.getByRole('button', { name: 'Make slip' }));
    expect(
      await dialog.findByRole('img', { name: 'Test slip QR for ฿300.00, reference TESTREF002' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /sandbox/slips').map((c) => c.body)).toEqual([
      { amount: 300, sender_account: '5556667778' },
    ]);
  });
});

describe('a slip sent without a readable QR', () => {
  const unread = deposit({
    id: 41,
    slip: null,
    check: null,
    unread_slip: { image: `${'cd'.repeat(16)}.jpg`, claimed_amount: 500 },
    pending_reason: 'qr_unreadable',
  });

  it('is marked unread in the queue with the member’s claim, the picture, and no re-check', async () => {
    signIn();
    const createObjectURL = vi.fn(() => 'blob:unread-slip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    depositsApi({
      'GET /admin/deposits': ok({ items: [unread], total: 1 }),
      [`GET /admin/cashier/images/${unread.unread_slip!.image}`]: { status: 200, body: 'JPEG' },
    });
    renderApp('/deposits');
    const row = within(await pendingRow());
    // the slip column and the check column both say it
    expect(row.getAllByText('QR unreadable')).toHaveLength(2);
    expect(row.getByText('฿500.00')).toBeInTheDocument();
    expect(row.getByText('Amount the member entered:', { exact: false })).toBeInTheDocument();
    expect(row.getByText('QR unreadable: the amount is the member’s own claim')).toBeInTheDocument();
    expect(await row.findByRole('img', { name: 'Slip picture the member sent' })).toHaveAttribute(
      'src',
      'blob:unread-slip',
    );
    expect(row.queryByRole('button', { name: 'Check slip again' })).not.toBeInTheDocument();
    expect(row.queryByText('No slip: recorded by a cashier')).not.toBeInTheDocument();
  });

  it('is approved with the amount the cashier types, never prefilled with the claim', async () => {
    signIn();
    const api = depositsApi({ 'GET /admin/deposits': ok({ items: [unread], total: 1 }) });
    const { user } = renderApp('/deposits');
    const row = within(await pendingRow());
    await user.click(row.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve deposit' }));
    const amount = dialog.getByLabelText('Amount received (baht)');
    expect(amount).toHaveValue('');
    expect(
      dialog.getByText('The member entered ฿500.00: type only what the bank statement shows arrived'),
    ).toBeInTheDocument();
    await user.type(amount, '480');
    expect(dialog.getByText('Not the ฿500.00 the member entered')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/deposits/41/approve').map((c) => c.body)).toEqual([{ amount: 480 }]),
    );
  });
});
