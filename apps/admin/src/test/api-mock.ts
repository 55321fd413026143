// Stubs window.fetch with a tiny router of canned `{success, message, data}` replies and records
// every call, so tests can assert what the console sent.
import { vi } from 'vitest';

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
export type Reply = { status: number; body: unknown };
type Route = Reply | ((call: ApiCall) => Reply);

export const ok = (data: unknown): Reply => ({
  status: 200,
  body: { success: true, message: 'Success', data },
});

export const fail = (
  status: number,
  message: string,
  code: string,
  fields?: Record<string, string>,
): Reply => ({
  status,
  body: { success: false, message, data: { code, ...(fields ? { fields } : {}) } },
});

/** Routes are keyed "METHOD /path" without the /api base, e.g. "GET /admin/members". */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply =
      route === undefined
        ? fail(404, 'Not found', 'not_found')
        : typeof route === 'function'
          ? route(call)
          : route;
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Calls to one "METHOD /path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}
