import { describe, expect, test } from 'vitest';
import { DRAIN_MS } from '../rooms/scaleOut/drain';
import { loadServerConfig, serverOptions } from './config';

describe('the server configuration, read once from the environment', () => {
  test('defaults: port 2567 on every interface, one process alone, the default drain, no request log', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      port: 2567,
      host: '0.0.0.0',
      redisUrl: '',
      publicAddress: undefined,
      roomPlacement: 'fewest-rooms',
      drainMs: DRAIN_MS,
      logRequests: false,
    });
    expect(config.api.databaseUrl).toBe('sqlite:data/octoduel.sqlite');
  });

  test('every variable is read', () => {
    const config = loadServerConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL: 'redis://127.0.0.1:6379/7',
      PUBLIC_ADDRESS: '10.0.0.2:2567',
      ROOM_PLACEMENT: 'asked',
      DRAIN_MS: '1000',
      LOG_REQUESTS: 'true',
      DATABASE_URL: 'sqlite::memory:',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      redisUrl: 'redis://127.0.0.1:6379/7',
      publicAddress: '10.0.0.2:2567',
      roomPlacement: 'asked',
      drainMs: 1000,
      logRequests: true,
    });
    expect(config.api.databaseUrl).toBe('sqlite::memory:');
    expect(serverOptions(config)).toEqual({
      config: config.api,
      port: 0,
      host: '127.0.0.1',
      redisUrl: 'redis://127.0.0.1:6379/7',
      publicAddress: '10.0.0.2:2567',
      placement: 'asked',
      logger: true,
    });
  });

  test.each([
    ['', DRAIN_MS],
    ['soon', DRAIN_MS],
    ['-1', DRAIN_MS],
    ['0', 0],
  ])('DRAIN_MS %j drains for %i ms', (value, ms) => {
    expect(loadServerConfig({ DRAIN_MS: value }).drainMs).toBe(ms);
  });

  test.each([['fewest-rooms'], ['ASKED'], ['']])('ROOM_PLACEMENT %j places by the fewest rooms', (value) => {
    expect(loadServerConfig({ ROOM_PLACEMENT: value }).roomPlacement).toBe('fewest-rooms');
  });

  test("a caller's default host (the demo's 127.0.0.1) gives way to HOST", () => {
    expect(loadServerConfig({}, { host: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadServerConfig({ HOST: '::' }, { host: '127.0.0.1' }).host).toBe('::');
  });
});
