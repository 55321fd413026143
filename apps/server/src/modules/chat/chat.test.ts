// Live chat on the real app with Socket.IO on an ephemeral port: chat tokens, history,
// the length and rate limits, plain text, operators' delete and mute, blocked members.
import {
  CHAT_HISTORY_SIZE,
  CHAT_MAX_LENGTH,
  CHAT_RATE,
  type ChatMessage,
  type ChatMute,
} from '@sanam/contract/chat.ts';
import { chatDeskRoutes, chatRoutes } from '@sanam/contract/routes/chat.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { loggedOutWhileAccepted } from '../../test/sign-in-race.ts';
import {
  chatRefusal,
  chatToken,
  closedOnJoin,
  disconnectChats,
  joinChat,
  newStadium,
  nextOf,
  send,
  tokenCall,
} from '../../test/factories/chat.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { aMember, logout } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

const staff = useDesk({ sockets: true, roles: ['operator', 'cashier'] });
const { t } = staff;
afterEach(() => disconnectChats());
// before the desk's own afterAll closes the app (vitest runs after-hooks in reverse)
afterAll(() => disconnectChats());

async function memberIn(stadiumId: number, lang: 'th' | 'en' = 'th') {
  const m = await aMember(t.app);
  const token = await chatToken(t.app, m, stadiumId);
  const { socket, history } = await joinChat(t.url, { chat_token: token, lang });
  return { m, token, socket, history };
}

const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

describe('the chat token', () => {
  it('is issued to a signed-in member for an existing stadium only, and names them and the stadium', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const m = await aMember(t.app);
    expect((await tokenCall(t.app, null, stadium)).statusCode).toBe(401);
    expect((await tokenCall(t.app, m.accessToken, 999_999)).statusCode).toBe(404);
    expect((await tokenCall(t.app, m.accessToken, 'abc')).statusCode).toBe(400);
    const res = await tokenCall(t.app, m.accessToken, stadium);
    expect(res.statusCode).toBe(200);
    const data = body<Envelope<{ token: string; username: string; expires_in: number }>>(res).data;
    expect(data.username).toBe(m.username);
    const claims = decodeJwt(data.token);
    expect(claims).toMatchObject({
      sub: String(m.id),
      // the sign-in it was issued to (the access token's session)
      sid: decodeJwt(m.accessToken).sid,
      username: m.username,
      stadium_id: stadium,
      aud: 'sanam-chat',
    });
    expect(claims.exp! - claims.iat!).toBe(data.expires_in);
    expect(data.expires_in).toBeLessThanOrEqual(600);
    // a chat token is no access token
    const asBearer = await callRoute(t.app, chatRoutes.token, {
      as: data.token,
      query: { stadium_id: stadium },
    });
    expect(asBearer.statusCode).toBe(401);
  });

  it('is required and checked by the handshake: missing, access token, forged, expired', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const m = await aMember(t.app);
    const good = decodeJwt(await chatToken(t.app, m, stadium));
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: good.sid, username: m.username, stadium_id: stadium })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(m.id))
        .setAudience('sanam-chat')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      { chat_token: '' },
      { chat_token: m.accessToken },
      { chat_token: await sign('not-our-secret-not-our-secret-123', now + 60) },
      { chat_token: await sign(t.config.jwtSecret, now - 1) },
    ];
    for (const auth of cases) {
      const refused = await chatRefusal(t.url, { ...auth, lang: 'en' });
      expect(refused.data).toEqual({ code: 'unauthorized', key: 'chat.token_invalid' });
      expect(refused.message).toBe('The chat pass is invalid or has expired');
    }
    // the same claims signed with our secret and a future expiry are accepted
    const ok = await sign(t.config.jwtSecret, now + 60);
    const { history } = await joinChat(t.url, { chat_token: ok });
    expect(history.stadium_id).toBe(good.stadium_id);
  });

  it('opens the stadium it names only: messages stay in their stadium', async () => {
    const [a, b] = [await newStadium(t.app, staff.operator), await newStadium(t.app, staff.operator)];
    const inA = await memberIn(a);
    const inB = await memberIn(b);
    const seenInB: ChatMessage[] = [];
    inB.socket.on('CHAT_MESSAGE', (msg) => seenInB.push(msg));
    const arrivedInA = nextOf<ChatMessage>(inA.socket, 'CHAT_MESSAGE');
    const ack = await send(inA.socket, 'สวัสดีสนาม A');
    expect(ack.ok).toBe(true);
    expect((await arrivedInA).text).toBe('สวัสดีสนาม A');
    const arrivedInB = nextOf(inB.socket, 'CHAT_MESSAGE');
    await send(inB.socket, 'ping B');
    await arrivedInB;
    expect(seenInB.map((x) => x.text)).toEqual(['ping B']);
    const later = await joinChat(t.url, { chat_token: await chatToken(t.app, inB.m, b) });
    expect(later.history.messages.map((x) => x.text)).toEqual(['ping B']);
  });
});

describe('messages', () => {
  it(`a joining socket gets the last ${CHAT_HISTORY_SIZE}, oldest first, with no deleted ones`, async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const m = await aMember(t.app);
    for (let i = 1; i <= CHAT_HISTORY_SIZE + 5; i++) {
      await t.db.query(
        'INSERT INTO chat_messages (stadium_id, member_id, username, text) VALUES ($1, $2, $3, $4)',
        [stadium, m.id, m.username, `ข้อความ ${i}`],
      );
    }
    const first = await joinChat(t.url, { chat_token: await chatToken(t.app, m, stadium) });
    expect(first.history.read_only).toBe(false);
    expect(first.history.messages.map((x) => x.text)).toEqual(
      Array.from({ length: CHAT_HISTORY_SIZE }, (_, i) => `ข้อความ ${i + 6}`),
    );
    expect(first.history.messages[0]).toMatchObject({
      member_id: m.id,
      username: m.username,
      stadium_id: stadium,
    });
  });

  it('refuses an empty or too long text in the member’s language and stores nothing', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const en = await memberIn(stadium, 'en');
    const th = await memberIn(stadium, 'th');
    const before = await count('chat_messages WHERE stadium_id = $1', [stadium]);
    expect(await send(en.socket, 'x'.repeat(CHAT_MAX_LENGTH + 1))).toEqual({
      ok: false,
      code: 'validation',
      key: 'chat.too_long',
      message: 'The message is longer than 200 characters',
    });
    // 250 characters, in Thai
    expect(await send(th.socket, 'ก'.repeat(250))).toMatchObject({
      ok: false,
      key: 'chat.too_long',
      message: `ข้อความยาวเกิน ${CHAT_MAX_LENGTH} ตัวอักษร`,
    });
    expect(await send(th.socket, '   ')).toMatchObject({
      ok: false,
      key: 'chat.empty',
      message: 'กรุณาพิมพ์ข้อความ',
    });
    expect(await send(th.socket, 42)).toMatchObject({ ok: false, key: 'chat.empty' });
    expect(await count('chat_messages WHERE stadium_id = $1', [stadium])).toBe(before);
    const ok = await send(en.socket, `  ${'ก'.repeat(CHAT_MAX_LENGTH)}  `);
    expect(ok.ok && ok.message.text).toBe('ก'.repeat(CHAT_MAX_LENGTH));
  });

  it('refuses a text holding a NUL, which PostgreSQL cannot store, and stores nothing', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const en = await memberIn(stadium, 'en');
    const before = await count('chat_messages WHERE stadium_id = $1', [stadium]);
    expect(await send(en.socket, 'hello\u0000')).toEqual({
      ok: false,
      code: 'validation',
      key: 'chat.text_unstorable',
      message: 'The message holds a character that cannot be stored (NUL)',
    });
    expect(await count('chat_messages WHERE stadium_id = $1', [stadium])).toBe(before);
  });

  it('stores and sends markup as the characters typed', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium);
    const b = await memberIn(stadium);
    const text = '<img src=x onerror=alert(1)> & "quotes" <b>bold</b>';
    const arrived = nextOf<ChatMessage>(b.socket, 'CHAT_MESSAGE');
    expect(await send(a.socket, text)).toMatchObject({ ok: true, message: { text } });
    expect((await arrived).text).toBe(text);
    const { rows } = await t.db.query<{ text: string }>(
      'SELECT text FROM chat_messages WHERE stadium_id = $1',
      [stadium],
    );
    expect(rows).toEqual([{ text }]);
  });

  it(`lets a member send ${CHAT_RATE.messages} per ${CHAT_RATE.windowSeconds} s, even fired in parallel`, async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium, 'en');
    const other = await memberIn(stadium);
    const acks = await Promise.all(
      Array.from({ length: CHAT_RATE.messages + 3 }, (_, i) => send(a.socket, `เร็ว ${i}`)),
    );
    expect(acks.filter((x) => x.ok)).toHaveLength(CHAT_RATE.messages);
    const refused = acks.filter((x) => !x.ok);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toEqual({
      ok: false,
      code: 'too_many_requests',
      key: 'chat.rate_limited',
      message: 'You are sending messages too fast, please wait a moment',
    });
    expect(await count('chat_messages WHERE member_id = $1', [a.m.id])).toBe(CHAT_RATE.messages);
    // another member is not slowed by it
    expect((await send(other.socket, 'ฉันยังส่งได้')).ok).toBe(true);
  });
});

describe('operators', () => {
  it('delete a message: it leaves every socket of the stadium at once, and the history; audited', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium);
    const b = await memberIn(stadium);
    const desk = await joinChat(t.url, { operator_token: staff.operator, chat_stadium_id: stadium });
    expect(desk.history.read_only).toBe(true);
    const ack = await send(a.socket, 'ข้อความที่จะถูกลบ');
    if (!ack.ok) throw new Error(ack.message);
    await send(a.socket, 'ข้อความที่อยู่ต่อ');

    const listed = await callRoute(t.app, chatDeskRoutes.messages, {
      as: staff.operator,
      query: { stadium_id: stadium },
    });
    expect(body<Envelope<ChatMessage[]>>(listed).data.map((x) => x.text)).toEqual([
      'ข้อความที่จะถูกลบ',
      'ข้อความที่อยู่ต่อ',
    ]);
    expect(
      (
        await callRoute(t.app, chatDeskRoutes.deleteMessage, {
          as: staff.cashier,
          params: { id: ack.message.id },
        })
      ).statusCode,
    ).toBe(403);

    const gone = [a.socket, b.socket, desk.socket].map((s) => nextOf<{ id: number }>(s, 'CHAT_DELETED'));
    const res = await callRoute(t.app, chatDeskRoutes.deleteMessage, {
      as: staff.operator,
      params: { id: ack.message.id },
    });
    expect(res.statusCode).toBe(200);
    for (const e of await Promise.all(gone)) expect(e).toEqual({ id: ack.message.id, stadium_id: stadium });
    expect(
      (
        await callRoute(t.app, chatDeskRoutes.deleteMessage, {
          as: staff.operator,
          params: { id: ack.message.id },
        })
      ).statusCode,
    ).toBe(404);
    const later = await joinChat(t.url, { chat_token: await chatToken(t.app, b.m, stadium) });
    expect(later.history.messages.map((x) => x.text)).toEqual(['ข้อความที่อยู่ต่อ']);
    expect(
      await count(`audit_log WHERE action = 'chat.delete' AND target_id = $1`, [String(ack.message.id)]),
    ).toBe(1);
  });

  it('read only on their socket', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const desk = await joinChat(t.url, {
      operator_token: staff.operator,
      chat_stadium_id: stadium,
      lang: 'en',
    });
    expect(await send(desk.socket, 'hello')).toMatchObject({ ok: false, key: 'chat.read_only' });
    expect(
      (await chatRefusal(t.url, { operator_token: staff.cashier, chat_stadium_id: stadium })).data?.code,
    ).toBe('forbidden');
    expect(
      (await chatRefusal(t.url, { operator_token: staff.operator, chat_stadium_id: '' })).data?.code,
    ).toBe('validation');
    expect(
      (await chatRefusal(t.url, { operator_token: staff.operator, chat_stadium_id: 999_999 })).data?.code,
    ).toBe('not_found');
  });

  it('mute a member in one stadium for a time, and unmute; both audited', async () => {
    const [stadium, elsewhere] = [
      await newStadium(t.app, staff.operator),
      await newStadium(t.app, staff.operator),
    ];
    const a = await memberIn(stadium, 'en');
    const bad = await callRoute(t.app, chatDeskRoutes.mute, {
      as: staff.operator,
      body: {
        stadium_id: stadium,
        member_id: a.m.id,
        minutes: 0,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await callRoute(t.app, chatDeskRoutes.mute, {
          as: staff.cashier,
          body: {
            stadium_id: stadium,
            member_id: a.m.id,
            minutes: 5,
          },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callRoute(t.app, chatDeskRoutes.mute, {
          as: staff.operator,
          body: {
            stadium_id: stadium,
            member_id: 999_999,
            minutes: 5,
          },
        })
      ).statusCode,
    ).toBe(404);

    const res = await callRoute(t.app, chatDeskRoutes.mute, {
      as: staff.operator,
      body: {
        stadium_id: stadium,
        member_id: a.m.id,
        minutes: 30,
      },
    });
    expect(res.statusCode).toBe(200);
    const mute = body<Envelope<ChatMute>>(res).data;
    expect(mute).toMatchObject({ stadium_id: stadium, member_id: a.m.id, username: a.m.username });
    const minutesLeft = (Date.parse(mute.until) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30.1);
    const list = await callRoute(t.app, chatDeskRoutes.mutes, {
      as: staff.operator,
      query: { stadium_id: stadium },
    });
    expect(body<Envelope<ChatMute[]>>(list).data.map((x) => x.member_id)).toEqual([a.m.id]);

    const before = await count('chat_messages WHERE member_id = $1', [a.m.id]);
    expect(await send(a.socket, 'ยังพูดได้ไหม')).toEqual({
      ok: false,
      code: 'forbidden',
      key: 'chat.muted',
      message: 'You are muted in this stadium’s chat for a while',
    });
    expect(await count('chat_messages WHERE member_id = $1', [a.m.id])).toBe(before);
    // another stadium is not muted
    const there = await joinChat(t.url, { chat_token: await chatToken(t.app, a.m, elsewhere) });
    expect((await send(there.socket, 'ที่อื่นได้')).ok).toBe(true);

    expect(
      (
        await callRoute(t.app, chatDeskRoutes.unmute, {
          as: staff.operator,
          body: {
            stadium_id: stadium,
            member_id: a.m.id,
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await callRoute(t.app, chatDeskRoutes.unmute, {
          as: staff.operator,
          body: {
            stadium_id: stadium,
            member_id: a.m.id,
          },
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(a.socket, 'กลับมาแล้ว')).ok).toBe(true);
    expect(
      await count(`audit_log WHERE action IN ('chat.mute', 'chat.unmute') AND target_id = $1`, [
        String(a.m.id),
      ]),
    ).toBe(2);
  });

  it('a mute that has run out no longer stops the member', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium);
    await callRoute(t.app, chatDeskRoutes.mute, {
      as: staff.operator,
      body: {
        stadium_id: stadium,
        member_id: a.m.id,
        minutes: 5,
      },
    });
    expect(await send(a.socket, 'x')).toMatchObject({ ok: false, key: 'chat.muted' });
    await t.db.query(`UPDATE chat_mutes SET until = now() - interval '1 second' WHERE member_id = $1`, [
      a.m.id,
    ]);
    expect((await send(a.socket, 'x')).ok).toBe(true);
  });
});

describe('a chat pass ends with the sign-in it was issued to', () => {
  it('logging out closes the member’s chat socket, and the pass, still inside its 5 minutes, is refused', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium, 'en');
    const closed = nextOf<string>(a.socket, 'disconnect');
    expect((await logout(t.app, a.m.accessToken)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect((await chatRefusal(t.url, { chat_token: a.token, lang: 'en' })).data).toEqual({
      code: 'unauthorized',
      key: 'auth.session_ended',
    });
  });
});

describe('a sign-in that ends while its chat socket is being accepted', () => {
  it('a member’s session revoked between the pass’s check and the room joins: the chat socket is closed anyway', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const m = await aMember(t.app);
    const token = await chatToken(t.app, m, stadium);
    const reason = await loggedOutWhileAccepted(t, m.accessToken, () =>
      closedOnJoin(t.url, { chat_token: token }),
    );
    expect(reason).toBe('io server disconnect');
  });
});

describe('the console’s chat desk ends with the sign-in it was opened with', () => {
  it('logging out closes that operator’s chat desk; another operator’s stays and still hears', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const leaving = await operatorToken(t.app, t.db, 'operator');
    const desk = await joinChat(t.url, { operator_token: leaving, chat_stadium_id: stadium });
    const staying = await joinChat(t.url, { operator_token: staff.operator, chat_stadium_id: stadium });
    const closed = nextOf<string>(desk.socket, 'disconnect');
    const out = await callRoute(t.app, operatorAuthRoutes.logout, { as: leaving });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(staying.socket.connected).toBe(true);
    const a = await memberIn(stadium);
    const heard = nextOf<{ text: string }>(staying.socket, 'CHAT_MESSAGE');
    await send(a.socket, 'ยังได้ยินไหม');
    expect((await heard).text).toBe('ยังได้ยินไหม');
  });
});

describe('a blocked member', () => {
  it('cannot chat: their sockets close at once, a new token and a new handshake are refused', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium, 'en');
    const second = await joinChat(t.url, { chat_token: a.token });
    const closed = [a.socket, second.socket].map((s) => nextOf<string>(s, 'disconnect'));
    const admin = await operatorToken(t.app, t.db, 'admin');
    const blocked = await callRoute(t.app, memberDeskRoutes.patch, {
      as: admin,
      params: { id: a.m.id },
      body: { is_blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await chatRefusal(t.url, { chat_token: a.token })).data).toEqual({
      code: 'forbidden',
      key: 'chat.blocked',
    });
    expect([401, 403]).toContain((await tokenCall(t.app, a.m.accessToken, stadium)).statusCode);
  });

  it('cannot send from a socket still open when the block lands (another node, say)', async () => {
    const stadium = await newStadium(t.app, staff.operator);
    const a = await memberIn(stadium, 'en');
    await t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [a.m.id]);
    expect(await send(a.socket, 'ยังอยู่ไหม')).toMatchObject({
      ok: false,
      code: 'forbidden',
      key: 'chat.blocked',
    });
    expect(await count('chat_messages WHERE member_id = $1', [a.m.id])).toBe(0);
  });
});
