// Event odds and state pushed to members: every operator change members can see
// reaches a member socket in the `events` room as QUIZ, once its transaction has committed, never
// from inside it and never for a change that was refused or rolled back.
import type { QuizAnnounce, QuizUpdateEvent } from '@sanam/contract/realtime.ts';
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Tx } from '../../db/db.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { aMember } from '../../test/factories/members.ts';
import { useDesk } from '../../test/harness.ts';
import { connect, disconnectAll, nextEvent, pause, record } from '../../test/sockets.ts';

const desk = useDesk({ sockets: true });
const { t } = desk;
const f = eventsFactory(desk);
afterEach(() => {
  disconnectAll();
  vi.restoreAllMocks();
});
afterAll(() => {
  disconnectAll();
});

const quizzes = () => t.emitted.filter((e) => e.event === 'QUIZ').length;

/**
 * Watches every transaction of the app: the number of QUIZ emitted when each transaction's work has
 * finished but it has not yet committed.
 */
function quizzesAtTransactionEnd(): number[] {
  const seen: number[] = [];
  const original = t.db.transaction.bind(t.db);
  vi.spyOn(t.db, 'transaction').mockImplementation(<T>(fn: (tx: Tx) => Promise<T>) =>
    original(async (tx) => {
      const result = await fn(tx);
      seen.push(quizzes());
      return result;
    }),
  );
  return seen;
}

const memberInEventsRoom = async () => {
  const m = await aMember(t.app);
  return connect(t.url, { access_token: m.accessToken, events: true });
};

describe('a member socket in the events room', () => {
  it('hears every operator change members can see, after its commit, with the event’s version', async () => {
    const socket = await memberInEventsRoom();
    const seen = record(socket);
    const draft = await f.createEvent();
    const params = { id: draft.id };
    const steps: Array<
      [() => ReturnType<typeof f.consoleCall>, QuizAnnounce, Partial<QuizUpdateEvent['event']>]
    > = [
      [() => f.consoleCall(eventDeskRoutes.open, { params }), 'opened', { state: 'open' }],
      [
        () => f.consoleCall(eventDeskRoutes.odds, { params, body: { odds: { red: 1.95 } } }),
        'odds',
        {
          state: 'open',
          options: expect.arrayContaining([{ key: 'red', label: 'ไอ้แดง', odds: 1.95 }]) as never,
        },
      ],
      [() => f.consoleCall(eventDeskRoutes.close, { params }), 'closed', { state: 'closed' }],
      [
        () => f.consoleCall(eventDeskRoutes.settle, { params, body: { winner: 'red' } }),
        'settled',
        { state: 'settled', winner: 'red' },
      ],
      [
        () => f.consoleCall(eventDeskRoutes.regrade, { params, body: { winner: 'blue', reason: 'แก้ผล' } }),
        'regraded',
        { state: 'settled', winner: 'blue' },
      ],
    ];
    let version = draft.version;
    for (const [call, announce, event] of steps) {
      const before = quizzes();
      const atEnd = quizzesAtTransactionEnd();
      const arrives = nextEvent(socket, 'QUIZ');
      const res = await call();
      expect(res.statusCode, res.body).toBe(200);
      const got = await arrives;
      // nothing was emitted while the change's transaction was still open
      expect(atEnd.length).toBeGreaterThan(0);
      expect(atEnd.every((n) => n === before)).toBe(true);
      expect(got.announce).toBe(announce);
      expect(got.version).toBeGreaterThan(version);
      expect(got.event).toMatchObject({ id: draft.id, version: got.version, ...event });
      version = got.version;
      vi.restoreAllMocks();
    }

    // a cancel of another event, too
    const opened = nextEvent(socket, 'QUIZ');
    const other = await f.openEvent();
    expect(await opened).toMatchObject({ announce: 'opened', event: { id: other.id, state: 'open' } });
    const cancelled = nextEvent(socket, 'QUIZ');
    expect((await f.consoleCall(eventDeskRoutes.cancel, { params: { id: other.id } })).statusCode).toBe(200);
    expect(await cancelled).toMatchObject({
      announce: 'cancelled',
      event: { id: other.id, state: 'cancelled' },
    });
    await pause(50);
    // creating the draft (and the other one) said nothing: members never see a draft
    expect(seen.filter((s) => s.event === 'QUIZ')).toHaveLength(steps.length + 2);
    expect(
      seen.filter((s) => s.event === 'QUIZ').map((s) => (s.payload as QuizUpdateEvent).announce),
    ).toEqual(['opened', 'odds', 'closed', 'settled', 'regraded', 'opened', 'cancelled']);
  });

  it('hears nothing of a refused change', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(200);
    await f.bet(member, open.id, { amount: 100, type: 'red', odds: 1.85 });
    f.expectEvent(
      await f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'red' } }),
    );
    const other = await f.openEvent();

    const socket = await memberInEventsRoom();
    const seen = record(socket);
    const before = quizzes();
    // the result in force again: refused
    const params = { id: open.id };
    expect(
      (await f.consoleCall(eventDeskRoutes.regrade, { params, body: { winner: 'red', reason: 'x' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await f.consoleCall(eventDeskRoutes.odds, { params, body: { odds: { red: 2 } } })).statusCode,
    ).toBe(409);
    expect((await f.consoleCall(eventDeskRoutes.close, { params })).statusCode).toBe(409);
    // a later change arrives, so the earlier ones would have too
    const arrives = nextEvent(socket, 'QUIZ');
    expect(
      (await f.consoleCall(eventDeskRoutes.odds, { params: { id: other.id }, body: { odds: { blue: 2.2 } } }))
        .statusCode,
    ).toBe(200);
    expect(await arrives).toMatchObject({ announce: 'odds', event: { id: other.id } });
    expect(quizzes()).toBe(before + 1);
    expect(seen.map((s) => s.event)).toEqual(['QUIZ']);
  });

  it('reaches only the sockets that asked for the events room', async () => {
    const m = await aMember(t.app);
    const [inRoom, notInRoom] = await Promise.all([
      memberInEventsRoom(),
      connect(t.url, { access_token: m.accessToken }),
    ]);
    const notSeen = record(notInRoom);
    const draft = await f.createEvent();
    const arrives = nextEvent(inRoom, 'QUIZ');
    expect((await f.consoleCall(eventDeskRoutes.open, { params: { id: draft.id } })).statusCode).toBe(200);
    await arrives;
    await pause(50);
    expect(notSeen).toEqual([]);
  });
});
