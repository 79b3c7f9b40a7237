import type { IncomingMessage } from 'node:http';
import { describe, expect, test } from 'vitest';
import { clientIp, parseTrustProxy, trustFunction } from './clientIp';

/** A request as Node hands it over: the socket's peer and the headers the peer sent. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('parseTrustProxy', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' loopback , 10.0.0.0/8 ', ['loopback', '10.0.0.0/8']],
  ])('%j → %j', (value, want) => {
    expect(parseTrustProxy(value)).toEqual(want);
  });

  test('a value that is no address stops the server at start', () => {
    expect(() => parseTrustProxy('not-an-address')).toThrow();
  });
});

describe('clientIp', () => {
  test('by default a forged X-Forwarded-For changes nothing: the peer is the client', () => {
    const trust = trustFunction(parseTrustProxy(undefined));
    expect(clientIp(request('203.0.113.7', '1.2.3.4'), trust)).toBe('203.0.113.7');
  });

  test('behind a trusted proxy the nearest untrusted forwarded address is the client', () => {
    const trust = trustFunction(parseTrustProxy('10.0.0.1'));
    // The client forged its own header; the proxy appended the address it saw.
    expect(clientIp(request('10.0.0.1', '1.2.3.4, 198.51.100.9'), trust)).toBe('198.51.100.9');
  });

  test('a peer that is not the trusted proxy is the client, whatever it forwards', () => {
    const trust = trustFunction(parseTrustProxy('10.0.0.1'));
    expect(clientIp(request('203.0.113.7', '1.2.3.4'), trust)).toBe('203.0.113.7');
  });

  test('a hop count trusts that many proxies nearest the server', () => {
    const trust = trustFunction(parseTrustProxy('1'));
    expect(clientIp(request('10.0.0.1', '1.2.3.4, 198.51.100.9'), trust)).toBe('198.51.100.9');
  });
});
