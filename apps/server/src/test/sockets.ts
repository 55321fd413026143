// Test clients for Socket.IO: connect the way the member app and the console do (spec §7: path
// /socket.io, polling then upgrade, auth + query matchId), and wait for events with a deadline.
import { SOCKET_OPTIONS } from '@sanam/contract/constants.ts';
import type { ServerToClientEvents } from '@sanam/contract/realtime.ts';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, Record<string, never>>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

export interface Handshake {
  access_token?: string;
  operator_token?: string;
  matchId?: number | string;
  /** join the `events` room (query events=1), as the member app's home does */
  events?: boolean;
  /** the handshake query `desk` (`cashier`: the cashier desk's room) */
  desk?: string;
  /** websocket only (no polling, so no sticky session needed); default polling then upgrade */
  websocketOnly?: boolean;
  headers?: Record<string, string>;
  /** reconnect by itself after a dropped connection, as the apps do (default: never) */
  reconnect?: boolean;
}

const opened: TestSocket[] = [];

function open(url: string, h: Handshake): TestSocket {
  const auth: Record<string, string> = {};
  if (h.access_token !== undefined) auth.access_token = h.access_token;
  if (h.operator_token !== undefined) auth.operator_token = h.operator_token;
  const socket: TestSocket = io(url, {
    path: SOCKET_OPTIONS.path,
    transports: h.websocketOnly ? ['websocket'] : ['polling', 'websocket'],
    auth,
    query: {
      ...(h.matchId === undefined ? {} : { matchId: String(h.matchId) }),
      ...(h.events ? { events: '1' } : {}),
      ...(h.desk === undefined ? {} : { desk: h.desk }),
    },
    extraHeaders: h.headers ?? {},
    reconnection: h.reconnect ?? false,
    reconnectionDelay: 100,
    randomizationFactor: 0,
    forceNew: true,
    timeout: 5_000,
  });
  opened.push(socket);
  return socket;
}

/** A connected socket; rejects with the server's refusal (connect_error) instead. */
export function connect(url: string, h: Handshake): Promise<TestSocket> {
  const socket = open(url, h);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export interface Refusal {
  message: string;
  data: { code: string; key: string } | undefined;
}

/** The connect_error of a handshake the server must refuse; fails when it connects. */
export function refusal(url: string, h: Handshake): Promise<Refusal> {
  const socket = open(url, h);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server accepted the handshake')));
    socket.once('connect_error', (err: Error & { data?: Refusal['data'] }) =>
      resolve({ message: err.message, data: err.data }),
    );
  });
}

/** Collects every event the socket receives, so a test can assert on it later. */
export function record(socket: TestSocket): Array<{ event: string; payload: unknown }> {
  const seen: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  return seen;
}

/** The next `event` on the socket, or a rejection after `ms`. */
export function nextEvent<E extends EventName>(
  socket: TestSocket,
  event: E,
  ms = 5_000,
): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const listener = (payload: Payload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    socket.once(event, listener as never);
  });
}

/** Resolves after `ms`: to show that an event did not arrive, after a later one did. */
export const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Disconnects every socket these helpers opened (afterAll / afterEach). */
export function disconnectAll(): void {
  for (const s of opened.splice(0)) s.disconnect();
}
