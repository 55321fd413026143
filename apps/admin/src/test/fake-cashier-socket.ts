// The cashier desk's socket in the console's tests: test/setup.ts puts this in place of
// lib/cashier-socket.ts for every test file, so no test opens a real connection, and a test can
// play the server: `fakeCashierSocket.emit('CASHIER', event)`.
type Handler = (payload?: unknown) => void;

export const fakeCashierSocket = {
  /** how many sockets were opened, and how many of them are still open */
  opened: 0,
  open: 0,
  handlers: new Map<string, Set<Handler>>(),
  reset() {
    this.opened = 0;
    this.open = 0;
    this.handlers = new Map();
  },
  /** The server sends `event` to the cashier room. */
  emit(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
};

/** The module factory for vi.mock('../lib/cashier-socket.ts', ...). */
export function cashierSocketMock() {
  return {
    connectCashierSocket() {
      fakeCashierSocket.opened++;
      fakeCashierSocket.open++;
      const socket = {
        on(event: string, handler: Handler) {
          const set = fakeCashierSocket.handlers.get(event) ?? new Set<Handler>();
          set.add(handler);
          fakeCashierSocket.handlers.set(event, set);
          return socket;
        },
        off(event: string, handler: Handler) {
          fakeCashierSocket.handlers.get(event)?.delete(handler);
          return socket;
        },
        disconnect() {
          fakeCashierSocket.open--;
          return socket;
        },
      };
      return socket;
    },
  };
}
