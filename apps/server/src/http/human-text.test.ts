// Stored human text (contract human-text.ts) through the real routes: a member's name, a round's, a
// stadium's, a staff account's, a cashier's reason and a chat message. A zero-width space (U+200B) or
// a direction override (U+202E) in a form field is refused in the caller's language and stores
// nothing; in a chat message it is taken out; every stored text is NFC.
import type { ChatMessage } from '@sanam/contract/chat.ts';
import { translate } from '@sanam/contract/messages.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { chatToken, disconnectChats, joinChat, newStadium, send } from '../test/factories/chat.ts';
import { aMember, registerPayload } from '../test/factories/members.ts';
import { body, type ErrorBody } from '../test/factories/replies.ts';
import { useDesk } from '../test/harness.ts';

const desk = useDesk({ sockets: true });
const { t } = desk;
afterEach(() => disconnectChats());
afterAll(() => disconnectChats());

const HIDDEN_TH = translate('validation.text_hidden', 'th');
const HIDDEN_EN = translate('validation.text_hidden', 'en');
const ZWSP = '\u200B';
const RLO = '\u202E';

function expectHidden(res: { statusCode: number; json: () => unknown }, field: string, message = HIDDEN_TH) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const refused = res.json() as ErrorBody;
  expect(refused.message).toBe(message);
  expect(refused.data.fields?.[field]).toBe(message);
}

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

describe('a member’s name', () => {
  it('refuses U+200B or U+202E at registration, in Thai and English, and registers no one', async () => {
    const before = await count('members');
    for (const name of [`สม${ZWSP}ชาย ใจดี`, `สมชาย ${RLO}ีดจใ`]) {
      const payload = registerPayload({ name });
      expectHidden(await callRoute(t.app, accountRoutes.register, { rawBody: payload }), 'name');
      expectHidden(
        await callRoute(t.app, accountRoutes.register, {
          rawBody: payload,
          headers: { 'accept-language': 'en' },
        }),
        'name',
        HIDDEN_EN,
      );
    }
    expect(await count('members')).toBe(before);
  });

  it('stores the name NFC, and refuses a hidden character when the member edits it', async () => {
    const m = await aMember(t.app, 'Zoe\u0308 ทดสอบ');
    const stored = await t.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [m.id]);
    expect(stored.rows[0]?.name).toBe('Zo\u00EB ทดสอบ');
    expectHidden(
      await callRoute(t.app, accountRoutes.editProfile, { as: m.accessToken, body: { name: `แดง${RLO}` } }),
      'name',
    );
    const after = await t.db.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [m.id]);
    expect(after.rows[0]?.name).toBe('Zo\u00EB ทดสอบ');
  });
});

describe('the console’s names and reasons', () => {
  it('refuses a round named with U+202E or U+200B, and stores a round name NFC', async () => {
    const before = await count('matches');
    const round = { round_type: 'bull', red_cow_name: 'ไอ้แดง', blue_cow_name: 'ไอ้ดำ' } as const;
    expectHidden(
      await callRoute(t.app, matchDeskRoutes.create, {
        as: desk.operator,
        body: { ...round, round_name: `คู่ที่ 1${RLO}` },
      }),
      'round_name',
    );
    expectHidden(
      await callRoute(t.app, matchDeskRoutes.create, {
        as: desk.operator,
        body: {
          ...round,
          round_name: 'คู่ที่ 1',
          red_cow_name: `ไอ้${ZWSP}แดง`,
        },
      }),
      'red_cow_name',
    );
    expect(await count('matches')).toBe(before);
    const made = await callRoute(t.app, matchDeskRoutes.create, {
      as: desk.operator,
      body: {
        ...round,
        round_name: 'Cafe\u0301 คู่ที่ 2',
      },
    });
    expect(made.statusCode).toBe(200);
    expect(body<{ data: { round_name: string } }>(made).data.round_name).toBe('Caf\u00E9 คู่ที่ 2');
  });

  it('refuses a stadium named with U+200B or U+202E, and stores a stadium name NFC', async () => {
    const before = await count('stadiums');
    for (const name of [`สนาม${ZWSP}A`, `สนาม ${RLO}B`])
      expectHidden(
        await callRoute(t.app, matchDeskRoutes.createStadium, {
          as: desk.operator,
          body: { name, type: 'bull' },
        }),
        'name',
      );
    expect(await count('stadiums')).toBe(before);
    const made = await callRoute(t.app, matchDeskRoutes.createStadium, {
      as: desk.operator,
      body: {
        name: 'Ame\u0301lie',
        type: 'bull',
      },
    });
    expect(made.statusCode).toBe(200);
    const { rows } = await t.db.query<{ name: string }>('SELECT name FROM stadiums WHERE id = $1', [
      body<{ data: { id: number } }>(made).data.id,
    ]);
    expect(rows[0]?.name).toBe('Am\u00E9lie');
  });

  it('refuses a staff name with U+200B or U+202E, saying what is wrong', async () => {
    const before = await count('operators');
    for (const username of [`cashier${ZWSP}2`, `cashier${RLO}3`])
      expectHidden(
        await callRoute(t.app, staffDeskRoutes.create, {
          as: desk.admin,
          body: {
            username,
            role: 'cashier',
            password: 'pass-word-1',
          },
        }),
        'username',
      );
    expect(await count('operators')).toBe(before);
  });

  it('refuses a cashier’s reason with U+202E and moves no money', async () => {
    const m = await aMember(t.app);
    const entries = await count('journal_entries');
    expectHidden(
      await callRoute(t.app, memberDeskRoutes.adjust, {
        as: desk.cashier,
        params: { id: m.id },
        body: {
          amount: 100,
          reason: `โบนัส${RLO}`,
        },
      }),
      'reason',
    );
    expect(await count('journal_entries')).toBe(entries);
  });
});

describe('a chat message', () => {
  it('has U+200B and U+202E taken out, NFC, and is stored and sent as cleaned', async () => {
    const stadium = await newStadium(t.app, desk.operator);
    const m = await aMember(t.app);
    const { socket } = await joinChat(t.url, { chat_token: await chatToken(t.app, m, stadium) });
    const ack = await send(socket, `สวัส${ZWSP}ดี ${RLO}Cafe\u0301 👩‍💻`);
    expect(ack).toMatchObject({ ok: true, message: { text: 'สวัสดี Caf\u00E9 👩‍💻' } });
    const { rows } = await t.db.query<Pick<ChatMessage, 'text'>>(
      'SELECT text FROM chat_messages WHERE stadium_id = $1',
      [stadium],
    );
    expect(rows).toEqual([{ text: 'สวัสดี Caf\u00E9 👩‍💻' }]);
    // nothing left once they are out: the empty message's refusal
    expect(await send(socket, `${ZWSP}${RLO}`)).toMatchObject({ ok: false, key: 'chat.empty' });
  });
});
