// A stand-in for socket.io-client (outside code): `io()` returns an emitter the test drives as the
// server would. A test under features/<f>/components/ uses it with
// vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts')).
import { act } from '@testing-library/react';

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  readonly listeners = new Map<string, Set<Listener>>();
  isDisconnected = false;
  /** false once the server refused the handshake: socket.io-client then waits for connect() */
  active = true;
  connectCalls = 0;

  constructor(
    readonly url: string | undefined,
    readonly options: Record<string, unknown>,
  ) {}

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  disconnect(): this {
    this.isDisconnected = true;
    this.active = false;
    return this;
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  /** The server's handshake middleware refuses, as socket.io reports it (error.data from the server). */
  refuseHandshake(data: { code: string; key: string }): void {
    this.active = false;
    this.serverEmit('connect_error', Object.assign(new Error('refused'), { data }));
  }

  /** The server sends an event (inside act, so React settles). */
  serverEmit(event: string, payload?: unknown): void {
    act(() => {
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
    });
  }

  /** The network drops the connection: socket.io-client reconnects by itself. */
  dropConnection(): void {
    this.serverEmit('disconnect', 'transport close');
  }

  /** The server closes the socket itself (its sign-in ended): socket.io-client never reconnects then. */
  closeByServer(): void {
    this.active = false;
    this.serverEmit('disconnect', 'io server disconnect');
  }

  /** The connection (or a reconnection) succeeds. */
  connectNow(): void {
    this.serverEmit('connect');
  }
}

export const createdSockets: FakeSocket[] = [];

export function io(first?: unknown, second?: unknown): FakeSocket {
  const [url, options] = typeof first === 'string' ? [first, second] : [undefined, first];
  const socket = new FakeSocket(url, (options ?? {}) as Record<string, unknown>);
  createdSockets.push(socket);
  return socket;
}

export function lastSocket(): FakeSocket {
  const socket = createdSockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
