import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MemberTransaction, TransactionListRequest } from '@sanam/contract/wallet.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };

function aTransaction(overrides: Partial<MemberTransaction> = {}): MemberTransaction {
  return {
    id: 1,
    createdAt: '2025-01-03T07:05:00.000Z',
    topic: 'ฝากเงิน',
    type: 1,
    amount: 1000,
    bet_amount: 1000,
    before_amount: 500,
    after_amount: 1500,
    topic_bet_color: null,
    topic_bet_rate: null,
    match_id: null,
    round_name: null,
    round_type: null,
    game: null,
    game_move: null,
    status: null,
    transfer_ref: null,
    ...overrides,
  };
}

const page = (items: MemberTransaction[], next_cursor: number | null = null) => ok({ items, next_cursor });

function openHistory(answer: (body: TransactionListRequest) => MockReply | Promise<MockReply>) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/transaction/member': ({ body }) => answer(body as TransactionListRequest),
  });
  const app = renderApp('/transaction');
  const requests = () => api.callsTo('/user/transaction/member').map((c) => c.body as TransactionListRequest);
  return { ...app, api, requests };
}

const table = () => screen.findByRole('table', { name: 'รายการเดินบัญชี' }, slow);
const cards = () => screen.findByRole('list', { name: 'รายการเดินบัญชี' }, slow);

describe('history page (spec §2)', () => {
  it('shows the columns of spec §2 and one row per transaction, newest first', async () => {
    const { requests } = openHistory(() =>
      page([
        aTransaction({ id: 3, type: 2, topic: 'ถอนเงิน', amount: -500, bet_amount: 500, status: 'pending' }),
        aTransaction({ id: 2 }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'ประวัติรายการ' })).toBeInTheDocument();
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['เวลา', 'รายการ', 'แทงวัว', 'ยอดก่อน', 'ยอดหลัง', 'จำนวน', 'ยอดจริง']);
    const [, withdraw, deposit] = within(grid).getAllByRole('row');
    expect(
      within(withdraw!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3 ม.ค. 68 14:05', 'ถอนเงินรอโอน', '—', '500.00', '1,500.00', '500.00', '-500.00']);
    expect(within(deposit!).getAllByRole('cell').at(-1)).toHaveTextContent('+1,000.00');
    expect(requests()[0]).toEqual({ filter: 'all', q: '', cursor: null, limit: 20 });
  });

  it('shows the bank transfer reference of a paid withdrawal', async () => {
    openHistory(() =>
      page([
        aTransaction({
          id: 4,
          type: 2,
          topic: 'ถอนเงิน',
          amount: -500,
          bet_amount: 500,
          status: 'paid',
          transfer_ref: 'KB2026112899',
        }),
      ]),
    );
    const grid = await table();
    const [, paid] = within(grid).getAllByRole('row');
    expect(within(paid!).getByText('เลขอ้างอิงการโอน KB2026112899')).toBeInTheDocument();
  });

  it('shows a draw bet at rate 5, other bets at their rate, with the round name', async () => {
    openHistory(() =>
      page([
        aTransaction({
          id: 2,
          type: 3,
          topic: 'แทงเสมอ',
          amount: -200,
          bet_amount: 200,
          topic_bet_color: 'draw',
          topic_bet_rate: 'x1.7',
          round_name: 'คู่ที่ 4',
        }),
        aTransaction({
          id: 1,
          type: 3,
          topic: 'แทงฝั่งแดง',
          amount: -1000,
          bet_amount: 1000,
          topic_bet_color: 'red',
          topic_bet_rate: 'ด 10/9',
          round_name: 'คู่ที่ 3',
        }),
      ]),
    );
    const [, draw, red] = within(await table()).getAllByRole('row');
    const drawCells = within(draw!).getAllByRole('cell');
    expect(drawCells[1]).toHaveTextContent('แทงเสมอคู่ที่ 4');
    expect(drawCells[2]).toHaveTextContent('เสมอ5');
    expect(drawCells[2]).not.toHaveTextContent('1.7');
    expect(within(red!).getAllByRole('cell')[2]).toHaveTextContent('แดงด 10/9');
    // the phone cards say the same
    const list = await cards();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('เสมอ5');
  });

  it('names a bet on a card by its round type, while the wide table keeps the "bull bet" column', async () => {
    const bet = (id: number, round_type: MemberTransaction['round_type'], round_name: string) =>
      aTransaction({
        id,
        type: 3,
        topic: 'แทงฝั่งแดง',
        amount: -100,
        bet_amount: 100,
        topic_bet_color: 'red',
        topic_bet_rate: 'ด 10/9',
        round_name,
        round_type,
      });
    openHistory(() =>
      page([
        bet(4, 'cock', 'ไก่คู่ที่ 1'),
        bet(3, 'muay', 'มวยคู่ที่ 2'),
        bet(2, 'bull', 'คู่ที่ 3'),
        bet(1, null, 'คู่ที่ 4'),
      ]),
    );
    const kindOf = (card: HTMLElement) => within(card).getByText('แดง').closest('p')?.textContent;
    const thaiCards = within(await cards()).getAllByRole('listitem');
    expect(thaiCards.map(kindOf)).toEqual([
      'แทงไก่ชน แดงด 10/9',
      'แทงมวย แดงด 10/9',
      'แทงวัวชน แดงด 10/9',
      'เดิมพัน แดงด 10/9',
    ]);
    expect(within(await table()).getAllByRole('columnheader')[2]).toHaveTextContent('แทงวัว');

    await i18n.changeLanguage('en');
    const cardsEn = within(await screen.findByRole('list', { name: 'Transactions' }, slow)).getAllByRole(
      'listitem',
    );
    expect(cardsEn.map((c) => within(c).getByText('Red').closest('p')?.textContent)).toEqual([
      'Cockfight bet RedR 10/9',
      'Muay bet RedR 10/9',
      'Bullfight bet RedR 10/9',
      'Bet RedR 10/9',
    ]);
    const tableEn = await screen.findByRole('table', { name: 'Transactions' }, slow);
    expect(within(tableEn).getAllByRole('columnheader')[2]).toHaveTextContent('Bull bet');
  });

  it('writes rate letters in the member’s language: ด/ง in Thai, R/B in English', async () => {
    openHistory(() =>
      page([
        aTransaction({
          id: 3,
          type: 3,
          topic: 'แทงฝั่งน้ำเงิน',
          amount: -100,
          topic_bet_color: 'blue',
          topic_bet_rate: 'ง 10/8',
        }),
        aTransaction({
          id: 2,
          type: 3,
          topic: 'แทงฝั่งแดง',
          amount: -100,
          topic_bet_color: 'red',
          topic_bet_rate: 'ด 10/9',
        }),
        aTransaction({
          id: 1,
          type: 3,
          topic: 'แทงฝั่งแดง',
          amount: -100,
          topic_bet_color: 'red',
          topic_bet_rate: 'ตรง',
        }),
      ]),
    );
    const betCells = async (caption: string) =>
      within(await screen.findByRole('table', { name: caption }, slow))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(await betCells('รายการเดินบัญชี')).toEqual(['น้ำเงินง 10/8', 'แดงด 10/9', 'แดงตรง']);
    await i18n.changeLanguage('en');
    expect(await betCells('Transactions')).toEqual(['BlueB 10/8', 'RedR 10/9', 'RedEVEN']);
    expect(screen.queryByText(/[งด] 10/)).not.toBeInTheDocument();
  });

  it('words a game row in the member’s language from its game and move, not the server’s Thai topic', async () => {
    const game = (id: number, game_move: MemberTransaction['game_move'], topic: string, amount: number) =>
      aTransaction({ id, type: 8, topic, amount, bet_amount: Math.abs(amount), game: 'm7', game_move });
    openHistory(() =>
      page([
        game(3, 'rollback', 'เกม M7: คืนเงินเดิมพัน', 50),
        game(2, 'credit', 'เกม M7: รับเงินรางวัล', 250),
        game(1, 'debit', 'เกม M7: เดิมพัน', -100),
      ]),
    );
    const items = async (caption: string) =>
      within(await screen.findByRole('table', { name: caption }, slow))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(await items('รายการเดินบัญชี')).toEqual([
      'เกม M7: คืนเงินเดิมพัน',
      'เกม M7: รับเงินรางวัล',
      'เกม M7: เดิมพัน',
    ]);
    await i18n.changeLanguage('en');
    expect(await items('Transactions')).toEqual([
      'Game M7: stake returned',
      'Game M7: winnings',
      'Game M7: stake',
    ]);
    const cardsEn = within(await screen.findByRole('list', { name: 'Transactions' }, slow));
    expect(cardsEn.getAllByRole('listitem')[1]).toHaveTextContent('Game M7: winnings');
    expect(screen.queryByText(/รับเงินรางวัล|เกม M7/)).not.toBeInTheDocument();
  });

  it('names every item in the member’s language, and never shows hidden types', async () => {
    openHistory(() =>
      page([
        aTransaction({ id: 9, type: 149, topic: 'ปลดเงินพัก', amount: 10 }),
        aTransaction({ id: 8, type: 999, topic: 'แก้ไขภายใน', amount: -10 }),
        aTransaction({ id: 7, type: 2, topic: 'คืนเงินถอน (ไม่อนุมัติ)', amount: 500, status: 'rejected' }),
        aTransaction({ id: 6, type: 4, topic: 'ผลการแข่งขัน (แก้ผล)', amount: 1900, round_name: 'คู่ที่ 3' }),
        aTransaction({ id: 5, type: 5, topic: 'คืนเงินเดิมพัน', amount: 300 }),
        aTransaction({ id: 4, type: 7, topic: 'ค่าแนะนำเพื่อน', amount: 50 }),
        aTransaction({ id: 3, type: 9, topic: 'ปรับยอดโดยแอดมิน', amount: 20 }),
        aTransaction({ id: 2, type: 77, topic: 'ตัดเงิน', amount: -100 }),
        aTransaction({ id: 1, type: 78, topic: 'โบนัสพิเศษ', amount: 5 }),
      ]),
    );
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    const items = rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(items).toEqual([
      'คืนเงินถอน (ไม่อนุมัติ)',
      'ผลการแข่งขันคู่ที่ 3 · ผลการแข่งขัน (แก้ผล)',
      'คืนเงินเดิมพัน',
      'ค่าแนะนำเพื่อน',
      'ปรับยอดโดยแอดมิน',
      'ถอนเงิน',
      'โบนัสพิเศษ',
    ]);
    expect(screen.queryByText('ปลดเงินพัก')).not.toBeInTheDocument();
    expect(screen.queryByText('แก้ไขภายใน')).not.toBeInTheDocument();
  });

  it('names a coin redeem paid in cash and a referral reward as the server writes them, in both languages', async () => {
    // the topics the rewards module writes (type 6 redeem cash, type 7 affiliate reward)
    const rows = [
      aTransaction({ id: 2, type: 7, topic: 'ค่าแนะนำเพื่อน', amount: 150, bet_amount: null }),
      aTransaction({ id: 1, type: 6, topic: 'แลกเหรียญเป็นเงินสด', amount: 100, bet_amount: null }),
    ];
    openHistory(() => page(rows));
    const items = async (caption: string) =>
      within(await screen.findByRole('table', { name: caption }, slow))
        .getAllByRole('row')
        .slice(1)
        .map((row) => {
          const cells = within(row).getAllByRole('cell');
          return [cells[1]?.textContent, cells.at(-1)?.textContent];
        });
    expect(await items('รายการเดินบัญชี')).toEqual([
      ['ค่าแนะนำเพื่อน', '+150.00'],
      ['แลกเหรียญเป็นเงินสด', '+100.00'],
    ]);
    await i18n.changeLanguage('en');
    expect(await items('Transactions')).toEqual([
      ['Referral reward', '+150.00'],
      ['Coins redeemed for cash', '+100.00'],
    ]);
  });

  it('filter buttons ask the server for that kind of transaction', async () => {
    const { user, requests } = openHistory(({ filter }) =>
      page(filter === 'withdraw' ? [aTransaction({ id: 5, type: 2, topic: 'ถอนเงิน', amount: -300 })] : []),
    );
    const group = await screen.findByRole('group', { name: 'ประเภทรายการ' });
    expect(within(group).getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'ถอน' }));
    expect(within(group).getByRole('button', { name: 'ถอน' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute('aria-pressed', 'false');
    expect(await within(await table()).findByText('-300.00')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'เดิมพัน' }));
    await user.click(within(group).getByRole('button', { name: 'ฝาก' }));
    await waitFor(() =>
      expect(requests().map((r) => r.filter)).toEqual(['all', 'withdraw', 'bet', 'deposit']),
    );
  });

  it('searches once the member stops typing', async () => {
    const { user, requests } = openHistory(({ q }) =>
      page(q ? [aTransaction({ id: 4, type: 2, topic: 'ถอนเงิน', amount: -1900, bet_amount: 1900 })] : []),
    );
    await screen.findByText('ยังไม่มีรายการ', {}, slow);
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหารายการ' }), ' 1,900 ');
    expect(await within(await table()).findByText('-1,900.00')).toBeInTheDocument();
    expect(requests().map((r) => r.q)).toEqual(['', '1,900']);
  });

  it('loads older transactions with the cursor of the page before', async () => {
    const { user, requests } = openHistory(({ cursor }) =>
      cursor === 41
        ? page([aTransaction({ id: 40, amount: 222 })], null)
        : page([aTransaction({ id: 42, amount: 111 }), aTransaction({ id: 41, amount: 333 })], 41),
    );
    await user.click(await screen.findByRole('button', { name: 'โหลดเพิ่ม' }, slow));
    expect(await within(await table()).findByText('+222.00')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(requests()[1]).toEqual({ filter: 'all', q: '', cursor: 41, limit: 20 });
    expect(screen.queryByRole('button', { name: 'โหลดเพิ่ม' })).not.toBeInTheDocument();
    expect(screen.getByText('แสดงครบทุกรายการแล้ว')).toBeInTheDocument();
  });

  it('says when there is nothing yet, and when a search finds nothing', async () => {
    const { user } = openHistory(() => page([]));
    expect(await screen.findByText('ยังไม่มีรายการ', {}, slow)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหารายการ' }), 'xyz');
    expect(await screen.findByText('ไม่พบรายการที่ค้นหา')).toBeInTheDocument();
  });

  it('says "error loading data" and loads again on retry', async () => {
    let calls = 0;
    const { user } = openHistory(() =>
      ++calls === 1 ? fail(500, 'down') : page([aTransaction({ amount: 77 })]),
    );
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await within(await table()).findByText('+77.00')).toBeInTheDocument();
  });

  it('the refresh button asks again', async () => {
    let calls = 0;
    const { user } = openHistory(() => page([aTransaction({ amount: ++calls * 100 })]));
    expect(await within(await table()).findByText('+100.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'รีเฟรช' }));
    expect(await within(await table()).findByText('+200.00')).toBeInTheDocument();
  });
});
