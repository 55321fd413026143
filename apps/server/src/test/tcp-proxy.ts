// A loopback TCP relay whose target can be switched, for the tests of what a client sees when the
// node behind its address dies: the client keeps one address, as it would behind a load balancer.
// With no target, new connections are refused (closed at once), as a balancer with no node up does.
import net from 'node:net';

export interface TcpProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** where new connections go (host:port of a node's url), or null to refuse them */
  setTarget(url: string | null): void;
  /** cuts every relayed connection, as the death of the node behind them does */
  cutAll(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string | null): Promise<TcpProxy> {
  let to = target ? new URL(target) : null;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!to) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(to.port), to.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    setTarget(url) {
      to = url ? new URL(url) : null;
    },
    cutAll() {
      for (const s of open) s.destroy();
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
