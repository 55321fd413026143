// A stand-in for the server in the apps' component tests: a global fetch stub answering canned
// `{success, message, data}` replies by route, recording every call so a test can assert what was sent.
//
// A route is keyed "METHOD /path" or "/path" (any method), the path without the API base; with
// "?query" in the key, only that exact query string matches.
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

export interface ApiCall {
  method: string;
  /** the path under the API base, without the query string */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

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

function matches(key: string, call: ApiCall): boolean {
  const space = key.indexOf(' ');
  const method = space === -1 ? null : key.slice(0, space);
  const [path, query] = key.slice(space + 1).split('?');
  if (method !== null && method !== call.method) return false;
  return path === call.path && (query === undefined || query === call.query.toString());
}

export function mockApi(routes: Record<string, MockReply | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api(?=\/)/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const key = Object.keys(routes).find((k) => matches(k, call));
    const route = key === undefined ? undefined : routes[key];
    const reply =
      route === undefined
        ? fail(404, 'Not found', 'not_found')
        : typeof route === 'function'
          ? await route(call)
          : route;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** the calls one key (as above) matches */
    callsTo: (key: string) => calls.filter((call) => matches(key, call)),
  };
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
