import type { Operator } from '@sanam/contract/admin.ts';
import type { ChatMessage, ChatMute } from '@sanam/contract/chat.ts';
import { aDeskStadium } from '@sanam/fixtures/matches.ts';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

type Handler = (payload?: unknown) => void;

/** The chat socket the desk opened: where it connected, with what, and the server's side of it. */
const chatSocket = vi.hoisted(() => ({
  connects: [] as Array<{ options: unknown }>,
  handlers: new Map<string, Set<(payload?: unknown) => void>>(),
  disconnects: 0,
  reset() {
    this.connects = [];
    this.handlers = new Map();
    this.disconnects = 0;
  },
  emit(event: string, payload?: unknown) {
    for (const h of this.handlers.get(event) ?? []) h(payload);
  },
}));

vi.mock('socket.io-client', () => {
  const socket = {
    active: true,
    on(event: string, handler: Handler) {
      const set = chatSocket.handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      chatSocket.handlers.set(event, set);
      return socket;
    },
    off() {
      chatSocket.handlers.clear();
      return socket;
    },
    disconnect() {
      chatSocket.disconnects++;
      return socket;
    },
  };
  return {
    io: (options: unknown) => {
      chatSocket.connects.push({ options });
      return socket;
    },
  };
});

const stadiums = [
  aDeskStadium({ id: 1, name: 'Sanam Hat Yai', type: 'bull' }),
  aDeskStadium({ id: 2, name: 'Sanam Chiang Mai', type: 'cock' }),
];
const msg = (id: number, text: string, member_id = 40, username = 'somchai'): ChatMessage => ({
  id,
  stadium_id: 1,
  member_id,
  username,
  text,
  created_at: '2026-01-01T07:05:00.000Z',
});

function deskApi(operator: Operator = adminOperator, extra: Parameters<typeof mockApi>[0] = {}) {
  let mutes: ChatMute[] = [];
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/stadiums': ok(stadiums),
    'GET /admin/chat/mutes': () => ok(mutes),
    'POST /admin/chat/messages/5/delete': ok(msg(5, 'spam')),
    'POST /admin/chat/mutes': (call: ApiCall) => {
      const body = call.body as { stadium_id: number; member_id: number; minutes: number };
      mutes = [
        {
          stadium_id: body.stadium_id,
          member_id: body.member_id,
          username: 'somchai',
          until: '2026-01-01T08:00:00.000Z',
          operator_id: 1,
          created_at: '2026-01-01T07:30:00.000Z',
        },
      ];
      return ok(mutes[0]);
    },
    'POST /admin/chat/unmute': (call: ApiCall) => {
      mutes = [];
      return ok(call.body);
    },
    ...extra,
  });
}

beforeEach(() => {
  chatSocket.reset();
});

async function openDesk(operator: Operator = adminOperator, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = deskApi(operator, extra);
  const view = renderApp('/chat');
  await screen.findByRole('heading', { name: 'Live chat' });
  await screen.findByLabelText('Stadium');
  return { ...view, api };
}

describe('chat desk', () => {
  it('joins the first stadium’s chat with the operator token and shows its messages live, as text', async () => {
    await openDesk();
    expect(chatSocket.connects).toHaveLength(1);
    const { options } = chatSocket.connects[0] as {
      options: { auth: (s: (d: object) => void) => void; path: string };
    };
    expect(options.path).toBe('/socket.io');
    let sent: object = {};
    options.auth((d) => (sent = d));
    expect(sent).toEqual({ operator_token: 'test-token', chat_stadium_id: 1 });
    expect(screen.getByText('Connecting')).toBeInTheDocument();

    act(() => chatSocket.emit('CHAT_HISTORY', { stadium_id: 1, messages: [], read_only: true }));
    expect(screen.getByText('No messages in this stadium yet')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    act(() => chatSocket.emit('CHAT_MESSAGE', msg(5, '<img src=x onerror=alert(1)>')));
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    act(() => chatSocket.emit('CHAT_DELETED', { id: 5, stadium_id: 1 }));
    expect(screen.queryByText('<img src=x onerror=alert(1)>')).not.toBeInTheDocument();
    act(() => chatSocket.emit('disconnect'));
    expect(screen.getByText('Disconnected, reconnecting')).toBeInTheDocument();
  });

  it('switches stadium: a new socket for the other stadium', async () => {
    const { user } = await openDesk();
    await user.selectOptions(screen.getByLabelText('Stadium'), 'Sanam Chiang Mai');
    expect(chatSocket.disconnects).toBe(1);
    const last = chatSocket.connects.at(-1) as { options: { auth: (s: (d: object) => void) => void } };
    let sent: object = {};
    last.options.auth((d) => (sent = d));
    expect(sent).toEqual({ operator_token: 'test-token', chat_stadium_id: 2 });
  });

  it('deletes a message after confirming', async () => {
    const { user, api } = await openDesk();
    act(() =>
      chatSocket.emit('CHAT_HISTORY', {
        stadium_id: 1,
        messages: [msg(4, 'hello'), msg(5, 'spam')],
        read_only: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete message: spam' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this message?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message deleted');
    expect(screen.queryByText('spam')).not.toBeInTheDocument();
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/chat/messages/5/delete')).toHaveLength(1);
  });

  it('shows a refused delete', async () => {
    const { user } = await openDesk(adminOperator, {
      'POST /admin/chat/messages/5/delete': fail(404, 'This message does not exist', 'not_found'),
    });
    act(() =>
      chatSocket.emit('CHAT_HISTORY', { stadium_id: 1, messages: [msg(5, 'spam')], read_only: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete message: spam' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message does not exist');
  });

  it('mutes a member for a chosen time, lists the mute, and unmutes', async () => {
    const { user, api } = await openDesk();
    act(() =>
      chatSocket.emit('CHAT_HISTORY', { stadium_id: 1, messages: [msg(5, 'spam')], read_only: true }),
    );
    expect(await screen.findByText('Nobody is muted in this stadium')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mute somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mute somchai in this stadium' }));
    await user.selectOptions(dialog.getByLabelText('For'), '1 hour');
    await user.click(dialog.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('status')).toHaveTextContent('somchai is muted');
    expect(api.callsTo('POST /admin/chat/mutes').map((c) => c.body)).toEqual([
      { stadium_id: 1, member_id: 40, minutes: 60 },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unmute somchai' }));
    expect(await screen.findByText('Nobody is muted in this stadium')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/chat/unmute').map((c) => c.body)).toEqual([
      { stadium_id: 1, member_id: 40 },
    ]);
  });

  it('is not offered to a cashier', async () => {
    signIn();
    deskApi({ id: 3, username: 'cash', role: 'cashier' });
    renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Members' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
  });
});
