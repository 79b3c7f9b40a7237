import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/**
 * Which proxies' `X-Forwarded-For` is believed (TRUST_PROXY): none (`false`, the default), the nearest N
 * hops, or the proxies at these addresses and ranges (`10.0.0.0/8`, `loopback`, …).
 */
export type TrustProxy = false | number | readonly string[];

/** Whether the hop `i` steps away (0: the socket's peer), at `address`, is a proxy we trust. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** Parses TRUST_PROXY: empty or `false` trusts no proxy; a whole number is a hop count; else an address list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  // Fail on a bad address at start, not on the first request.
  proxyAddr.compile(list);
  return list;
}

/** The trust rule for Fastify and for our own look-ups (proxy-addr's semantics). */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile([...trust]);
}

/**
 * The client's address: the socket's peer, or the nearest untrusted address in `X-Forwarded-For` when the
 * peer is a trusted proxy. A forged header from anyone else changes nothing.
 */
export function clientIp(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}
