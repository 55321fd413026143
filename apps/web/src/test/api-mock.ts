// A stand-in for the server: a global fetch stub answering by path, recording every call.
import { vi } from 'vitest';
import type { User } from '@sanam/contract/account.ts';

export interface MockReply {
  status?: number;
  body?: unknown;
}
type Handler = (body: unknown, headers: Record<string, string>) => MockReply | Promise<MockReply>;

export interface RecordedCall {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export function mockApi(handlers: Record<string, Handler | MockReply>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^.*\/api/, '');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, body, headers });
    const handler = handlers[path];
    const reply =
      typeof handler === 'function'
        ? await handler(body, headers)
        : (handler ?? {
            status: 404,
            body: { success: false, message: 'not found', data: { code: 'not_found' } },
          });
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (path: string) => calls.filter((c) => c.path === path) };
}

/**
 * A reply the test gives when it chooses, to look at the app while the call is on its way. It is made
 * before the call: `answer()` settles it whether the app has made the call yet or not, so a test that
 * sees a loading state and then answers does not race the fetch behind that state.
 */
export function heldReply(): { reply: Promise<MockReply>; answer: (reply: MockReply) => void } {
  let answer!: (reply: MockReply) => void;
  // the executor runs at once, so `answer` is the promise's resolve by the time it is returned
  const reply = new Promise<MockReply>((resolve) => (answer = resolve));
  return { reply, answer };
}

export const ok = (data: unknown, message = 'สำเร็จ'): MockReply => ({
  status: 200,
  body: { success: true, message, data },
});
export const fail = (
  status: number,
  message: string,
  code = 'error',
  fields?: Record<string, string>,
): MockReply => ({
  status,
  body: { success: false, message, data: { code, ...(fields ? { fields } : {}) } },
});

export const member: User = {
  id: 7,
  phone: '0812345678',
  name: 'สมชาย ใจดี',
  username: 'somchai',
  bank_name: 'KBANK',
  bank_acc_no: '1234567890',
  bank_acc_name: 'สมชาย ใจดี',
  affiliate_username: null,
  agent_id: 1,
  balance: 12345.5,
  is_vip: true,
  event_point: 42,
  account: { bank_name: 'SCB', bank_acc_no: '9876543210', bank_acc_name: 'บจก. สนามไลฟ์' },
};

export const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };
