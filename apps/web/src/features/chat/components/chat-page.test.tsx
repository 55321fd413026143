// The chat page against a stand-in socket: what the server sends in, what the member sees and sends.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage, ChatSendAck } from '@sanam/contract/chat.ts';
import '../../../lib/i18n.ts';
import type { ChatSocket } from '../api/chat-socket.ts';
import { ChatPage, memberIdFromToken } from './chat-page.tsx';
import { CHAT_EXPIRED_MESSAGE, tokenFromHash } from '../../../lib/chat-protocol.ts';

type Handler = (...args: unknown[]) => void;

/** Enough of a socket.io client for the page: handlers by event, emits recorded and answered. */
function fakeSocket(answer: (text: string) => ChatSendAck | null = () => null) {
  const handlers = new Map<string, Handler[]>();
  const sent: string[] = [];
  const socket = {
    active: true,
    on(event: string, h: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), h]);
      return socket;
    },
    emit(_event: string, payload: { text: string }, ack: (a: ChatSendAck) => void) {
      sent.push(payload.text);
      const reply = answer(payload.text);
      if (reply) ack(reply);
      return socket;
    },
    disconnect: vi.fn(),
  };
  const fire = (event: string, ...args: unknown[]) =>
    act(() => {
      for (const h of handlers.get(event) ?? []) h(...args);
    });
  return { socket, sent, fire, connect: vi.fn(() => socket as unknown as ChatSocket) };
}

// a token whose payload names member 7 (the page reads `sub` only to mark its own messages)
const TOKEN = `h.${btoa(JSON.stringify({ sub: '7', stadium_id: 2 })).replace(/=+$/, '')}.s`;

const msg = (id: number, text: string, member_id = 8, username = 'friend'): ChatMessage => ({
  id,
  stadium_id: 2,
  member_id,
  username,
  text,
  created_at: '2026-01-01T07:05:00.000Z',
});

describe('the chat page', () => {
  it('reads its token from the fragment and the member from the token', () => {
    expect(tokenFromHash('#token=a.b.c')).toBe('a.b.c');
    expect(tokenFromHash('')).toBe('');
    expect(memberIdFromToken(TOKEN)).toBe(7);
    expect(memberIdFromToken('garbage')).toBeNull();
  });

  it('connects with its token, says it is joining, then shows "no messages yet"', () => {
    const f = fakeSocket();
    render(<ChatPage token={TOKEN} connect={f.connect} />);
    expect(f.connect).toHaveBeenCalledWith(TOKEN, expect.any(Function));
    expect(screen.getByText('กำลังเข้าห้องแชท')).toBeInTheDocument();
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [], read_only: false });
    expect(screen.getByText('ยังไม่มีข้อความ')).toBeInTheDocument();
  });

  it('shows history, new messages and deletes; markup shows as the characters typed and runs nothing', () => {
    const f = fakeSocket();
    const { container } = render(<ChatPage token={TOKEN} connect={f.connect} />);
    const markup = '<img src=x onerror=alert(1)>';
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [msg(1, 'สวัสดี'), msg(2, markup)], read_only: false });
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    f.fire('CHAT_MESSAGE', msg(3, 'ของฉัน', 7, 'somchai'));
    f.fire('CHAT_MESSAGE', msg(3, 'ของฉัน', 7, 'somchai')); // the same id twice shows once
    expect(screen.getAllByText('ของฉัน')).toHaveLength(1);
    expect(screen.getByText('somchai (คุณ)')).toBeInTheDocument();
    f.fire('CHAT_DELETED', { id: 1, stadium_id: 2 });
    expect(screen.queryByText('สวัสดี')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('checks the text with the contract’s rule before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const f = fakeSocket((text) =>
      text === 'เร็วไป'
        ? { ok: false, code: 'too_many_requests', key: 'chat.rate_limited', message: 'ส่งข้อความเร็วเกินไป' }
        : { ok: true, message: msg(9, text, 7, 'somchai') },
    );
    render(<ChatPage token={TOKEN} connect={f.connect} />);
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [], read_only: false });
    const input = screen.getByLabelText('ข้อความ');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาพิมพ์ข้อความ');
    // the input itself stops at the contract's limit, the counter's /200
    await user.click(input);
    await user.paste('ก'.repeat(250));
    expect(input).toHaveValue('ก'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
    // and a text that gets past it anyway (an autofill ignoring maxlength) is refused before sending
    fireEvent.change(input, { target: { value: 'ข'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ข้อความยาวเกิน 200 ตัวอักษร');
    expect(f.sent).toEqual([]);

    await user.clear(input);
    await user.type(input, 'เร็วไป');
    await user.click(screen.getByRole('button', { name: 'ส่ง' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ส่งข้อความเร็วเกินไป');
    expect(input).toHaveValue('เร็วไป');

    await user.clear(input);
    await user.type(input, '  ไปเลยแดง  {Enter}');
    expect(f.sent).toEqual(['เร็วไป', 'ไปเลยแดง']);
    expect(input).toHaveValue('');
  });

  it('keeps the messages and says so while reconnecting; history on reconnect replaces them', () => {
    const f = fakeSocket();
    render(<ChatPage token={TOKEN} connect={f.connect} />);
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [msg(1, 'หนึ่ง'), msg(2, 'สอง')], read_only: false });
    f.fire('disconnect', 'transport close');
    expect(screen.getByText('กำลังเชื่อมต่อใหม่')).toBeInTheDocument();
    expect(screen.getByText('หนึ่ง')).toBeInTheDocument();
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [msg(2, 'สอง')], read_only: false });
    expect(screen.queryByText('กำลังเชื่อมต่อใหม่')).not.toBeInTheDocument();
    expect(screen.queryByText('หนึ่ง')).not.toBeInTheDocument();
  });

  it('shows a refused pass and asks the parent page for a new one', () => {
    const f = fakeSocket();
    const post = vi.spyOn(window.parent, 'postMessage');
    render(<ChatPage token={TOKEN} connect={f.connect} />);
    f.socket.active = false;
    f.fire(
      'connect_error',
      Object.assign(new Error('สิทธิ์เข้าห้องแชทไม่ถูกต้องหรือหมดอายุ'), { data: { code: 'unauthorized' } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('สิทธิ์เข้าห้องแชทไม่ถูกต้องหรือหมดอายุ');
    // in the test the page is its own parent: nothing to ask
    expect(post).not.toHaveBeenCalledWith({ type: CHAT_EXPIRED_MESSAGE }, expect.anything());
  });

  it('an operator’s socket reads only', () => {
    const f = fakeSocket();
    render(<ChatPage token={TOKEN} connect={f.connect} />);
    f.fire('CHAT_HISTORY', { stadium_id: 2, messages: [], read_only: true });
    expect(screen.getByText('ดูแชทได้อย่างเดียว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ส่ง' })).not.toBeInTheDocument();
  });
});
