import { BlockList, isIP } from 'node:net';

/**
 * Which of the hops a request came through are the operator's own proxies (TRUSTED_PROXIES): the nearest `hops`
 * of them (0: none, the socket's peer is the visitor), or those whose address is in `ranges`, as Express's
 * `trust proxy` and nginx's `set_real_ip_from` decide.
 */
export type ProxyTrust = { hops: number } | { ranges: BlockList };

export const NO_PROXY: ProxyTrust = { hops: 0 };

/** An address as written by Node for a dual-stack socket (`::ffff:203.0.113.9`) is the IPv4 address it maps. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * Parses TRUSTED_PROXIES: empty (none), a hop count (0-10) or comma-separated addresses and CIDR ranges
 * (`10.0.0.0/8, 2001:db8::/32`). Answers an error message for anything else.
 */
export function parseProxyTrust(text: string): ProxyTrust | string {
  const value = text.trim();
  if (value === '') return NO_PROXY;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { hops } : 'a hop count is at most 10';
  }
  const ranges = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (!family || rest.length || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      return `"${entry}" is neither an address nor a CIDR range (a hop count, or ranges such as 10.0.0.0/8, fd00::/8)`;
    }
    ranges.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { ranges };
}

function trusted(trust: ProxyTrust, address: string, distance: number): boolean {
  if ('hops' in trust) return distance < trust.hops;
  const family = isIP(address);
  return family !== 0 && trust.ranges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The visitor's address: walking back from the socket's peer through X-Forwarded-For, each hop the operator
 * trusts vouches for the address it appended; the first hop not trusted (or the furthest entry) is the visitor.
 * Whatever a client wrote into the header beyond that is never believed. Next's server fills the header with the
 * socket address only when it is absent and keeps what a client sent otherwise, so the socket must be read here.
 */
export function believedVisitor(socketAddress: string | undefined, forwardedFor: string | null, trust: ProxyTrust): string {
  if (!socketAddress) return 'unknown';
  const chain = [socketAddress, ...(forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).reverse()].map(plainAddress);
  let distance = 0;
  while (distance + 1 < chain.length && trusted(trust, chain[distance]!, distance)) {
    // A trusted proxy that passed on something that is no address leaves nobody further to believe.
    if (!isIP(chain[distance + 1]!)) break;
    distance += 1;
  }
  return chain[distance]!;
}

/**
 * The visitor as the request hooks left it in X-Forwarded-For (lib/observability/serverHooks.ts writes the believed
 * address there, alone, before Next sees the request). Read where there are no hooks (unit tests), a chain counts as
 * its nearest entry.
 */
export function visitorIp(forwardedFor: string | null): string {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.at(-1) ?? 'unknown';
}
