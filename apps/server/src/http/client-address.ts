// Who is calling: the one rule for the client address of an HTTP request and of a Socket.IO
// handshake (DESIGN §6: "from the socket, or from a proxy trusted by address or hop count, never
// from any header"). TRUST_PROXY names what to trust (config.ts):
// - false: nobody; the address is the socket's peer and X-Forwarded-For is ignored.
// - a hop count n: the n proxies nearest to us (1 = the one nginx in front). The client is the
//   address the outermost of them appended, so whatever a client writes into X-Forwarded-For
//   itself lies further left and is never read.
// - a list of addresses / CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal): only a
//   peer in the list is believed, hop by hop from our side; the first untrusted one is the client.
// Fastify 5.12 fails closed on a plain number (it trusts no hop), so Fastify gets the function
// below, and sockets walk the same function.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

export type ProxyTrust = false | number | readonly string[];

type TrustFn = (address: string, hop: number) => boolean;

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** One entry of a TRUST_PROXY list, expanded to CIDRs; null when it is not an address, CIDR or name. */
export function proxyEntryRanges(entry: string): string[] | null {
  const named = NAMED_RANGES[entry.toLowerCase()];
  if (named) return [...named];
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return null;
  const max = family === 4 ? 32 : 128;
  if (bits === undefined) return [`${address}/${max}`];
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return [`${address}/${bits}`];
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) compared as the IPv4 address it is. */
function plain(address: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return m?.[1] ?? address;
}

const trustFns = new WeakMap<readonly string[], TrustFn>();

/** The trust function of a TRUST_PROXY value (false trusts nobody). */
export function trustFunction(trust: ProxyTrust): TrustFn {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const cached = trustFns.get(trust);
  if (cached) return cached;
  const list = new BlockList();
  for (const entry of trust) {
    for (const range of proxyEntryRanges(entry) ?? []) {
      const [address = '', bits = '0'] = range.split('/');
      list.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
    }
  }
  const fn: TrustFn = (address) => {
    const a = plain(address);
    const family = isIP(a);
    return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
  };
  trustFns.set(trust, fn);
  return fn;
}

/** What Fastify's `trustProxy` option gets: false, or the function (never true, never a number). */
export function fastifyTrustProxy(trust: ProxyTrust): false | TrustFn {
  return trust === false ? false : trustFunction(trust);
}

/**
 * The client address of a raw request (a Socket.IO handshake's `socket.request`): the same walk
 * Fastify's request.ip makes (proxy-addr): from the socket's peer leftwards through
 * X-Forwarded-For, while each address is a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const peer = req.socket.remoteAddress ?? '';
  if (trust === false) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .reverse();
  const chain = [peer, ...forwarded];
  const trusted = trustFunction(trust);
  let client = peer;
  for (let hop = 0; hop < chain.length - 1; hop++) {
    if (!trusted(chain[hop] ?? '', hop)) break;
    client = chain[hop + 1] ?? client;
  }
  return client;
}
