// Journey: the operator runs three pre-fight rounds, a fresh member (funded by the
// cashier) builds a 3-leg step ticket on /step — reached as the launch page sends members there, with
// the token in the address — the operator ends the three rounds with the member's sides winning, and
// the ticket shows as paid with the balance up by the payout.
import {
  baht,
  consoleToken,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_OPERATOR,
  openPrefightRound,
  headerBalance,
  loginMember,
  memberBalance,
  shot,
  expect,
  test,
} from './support.ts';

test('a member places a 3-leg step ticket, the operator settles the rounds, and the ticket pays', async ({
  browser,
  request,
}) => {
  // three rounds, a fresh member, a ticket, three settlements: a longer journey than most
  test.setTimeout(90_000);
  const run = String(Date.now()).slice(-6);
  const operator = await consoleToken(request, DEMO_OPERATOR);
  const cashier = await consoleToken(request, DEMO_CASHIER);
  const asOperator = { authorization: `Bearer ${operator}` };

  // three pre-fight rounds at ด 10/9 with betting open
  const rounds: Array<{ id: number; red: string; blue: string }> = [];
  for (const n of [1, 2, 3]) {
    const red = `แดงสเต็ป${n}-${run}`;
    const blue = `ดำสเต็ป${n}-${run}`;
    const id = await openPrefightRound(request, asOperator, { name: `สเต็ปทดลอง ${n}`, red, blue });
    rounds.push({ id, red, blue });
  }

  // a fresh member, funded through the cashier's deposit adjustment
  const phone = `08${run}${String(Math.floor(Math.random() * 90) + 10)}`;
  const registered = await request.post('/api/user/register', {
    data: {
      phone,
      password: 'step-pass1',
      name: 'สเต็ป ทดสอบ',
      agent_id: 1,
      bank_name: 'SCB',
      bank_acc_no: `7${phone}`,
      referrer: '',
    },
  });
  expect(registered.status()).toBe(200);
  const memberId = ((await registered.json()) as { data: { user: { id: number } } }).data.user.id;
  const funded = await request.post(`/api/admin/members/${memberId}/adjust`, {
    headers: { authorization: `Bearer ${cashier}` },
    data: { amount: 5000, reason: 'step journey funds', kind: 'deposit' },
  });
  expect(funded.status()).toBe(200);

  // the member, on a phone, arrives as /play/step sends them: with the token in the address
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH' });
  const member = await memberContext.newPage();
  await loginMember(member, phone, 'step-pass1');
  const before = await memberBalance(member);
  expect(before).toBe(5000);
  await member.goto('/step?token=launch-token');
  await expect(member).toHaveURL(/\/step$/);
  await expect(member.getByRole('heading', { name: 'แทงสเต็ป', level: 1 })).toBeVisible();

  // red, blue, red
  const sides = [rounds[0]!.red, rounds[1]!.blue, rounds[2]!.red];
  for (const team of sides) await member.getByRole('button', { name: new RegExp(team) }).click();
  const slip = member.getByRole('region', { name: 'บิลสเต็ป', exact: true });
  await expect(slip).toContainText('3/10 คู่');
  await slip.getByRole('button', { name: '+1,000' }).click();
  // 1,000 × 19/10 × 19/9 × 19/10 = 7,621.11 (rounded down to the satang)
  await expect(slip).toContainText(`${baht(7621.11)} บาท`);
  await shot(member, 'member-step-slip-phone');
  await slip.getByRole('button', { name: 'แทงสเต็ป' }).click();
  await member
    .getByRole('dialog', { name: 'ยืนยันการแทงสเต็ป' })
    .getByRole('button', { name: 'ยืนยันแทง' })
    .click();
  await expect(member.getByRole('alertdialog', { name: 'แทงสเต็ปสำเร็จ' })).toBeVisible();
  await expect(headerBalance(member)).toContainText(baht(before - 1000));
  const tickets = member.getByRole('list', { name: 'บิลสเต็ปของฉัน' });
  const ticket = tickets.getByRole('listitem').first();
  await expect(ticket).toContainText('รอผล');

  // the operator ends the three rounds: the member's sides win
  const results = ['red', 'blue', 'red'];
  for (const [i, round] of rounds.entries()) {
    const ended = await request.post(`/api/admin/matches/${round.id}/end`, {
      headers: asOperator,
      data: { result: results[i] },
    });
    expect(ended.status()).toBe(200);
  }

  // the balance follows (the header's profile poll, every 10 s), and the ticket reads paid
  const after = Math.round((before - 1000 + 7621.11) * 100) / 100;
  await expect(headerBalance(member)).toContainText(baht(after), { timeout: 25_000 });
  // the tickets are read again as the money arrives: no reload
  await expect(ticket).toContainText('ชนะ');
  await expect(ticket).toContainText(`${baht(7621.11)} บาท`);
  await ticket.getByRole('button', { name: 'ดูรายละเอียด' }).click();
  await expect(ticket.getByRole('list', { name: /คู่ในบิล/ }).getByText('ชนะ')).toHaveCount(3);
  await shot(member, 'member-step-paid-phone');
  expect(await memberBalance(member)).toBe(after);

  // the ledger check, a fresh run through the admin's token: every invariant holds, the ticket escrow is zero
  const asAdmin = { authorization: `Bearer ${await consoleToken(request, DEMO_ADMIN)}` };
  const check = await request.get('/api/admin/ledger/check', { headers: asAdmin });
  const ledger = (await check.json()) as {
    data: { ok: boolean; checks: Array<{ code: string; ok: boolean }> };
  };
  expect(ledger.data.ok).toBe(true);
  expect(ledger.data.checks.find((c) => c.code === 'step_escrows_zero')?.ok).toBe(true);
  await memberContext.close();
});
