import { describe, expect, test } from 'vitest';
import { decode, encode, Encoder, Reflection } from '@colyseus/schema';
import { GameRoomState, PlayerSchema } from '../../rooms/colyseus/schema';
import { decodeString, KnownStateSerializer } from './lightDecoding';

/** `value` as @colyseus/schema encodes a string field. */
function encoded(value: string): Buffer {
  const bytes = Buffer.alloc(Buffer.byteLength(value) + 16);
  const it = { offset: 0 };
  encode.string(bytes, value, it);
  return bytes.subarray(0, it.offset);
}

describe("the load bots' string decoder", () => {
  const cases = {
    empty: '',
    short: 'ready',
    'multi-byte': 'Zoë plays ♞ 😀',
    '32 to 255 bytes (uint8 length)': 'a'.repeat(200),
    'a record (uint16 length)': JSON.stringify({
      log: Array.from({ length: 300 }, (_, i) => ({ at: i, é: 'x' })),
    }),
    'over 64 KiB (uint32 length)': 'h'.repeat(70_000),
  };
  for (const [name, value] of Object.entries(cases))
    test(`reads ${name} as the library does, ending at the same byte`, () => {
      // colyseus.js hands the decoder a Uint8Array of the message, not a Buffer (the library's types say Buffer).
      const bytes = new Uint8Array(Buffer.concat([Buffer.from([7]), encoded(value), Buffer.from([42])]));
      const mine = { offset: 1 };
      const theirs = { offset: 1 };
      const text = decodeString(bytes, mine);
      expect(text).toBe(value);
      expect(text).toBe(decode.string(bytes as Buffer, theirs));
      expect(mine.offset).toBe(theirs.offset);
      expect(bytes[mine.offset]).toBe(42);
    });

  test('stops at the end of a truncated message, as the library does', () => {
    const bytes = new Uint8Array(encoded('x'.repeat(100)).subarray(0, 50));
    const mine = { offset: 0 };
    const theirs = { offset: 0 };
    expect(decodeString(bytes, mine)).toBe(decode.string(bytes as Buffer, theirs));
    expect(mine.offset).toBe(theirs.offset);
  });
});

test('a join given the state class decodes the full state without decoding the reflection', () => {
  const state = new GameRoomState();
  state.phase = 'over';
  state.seedCommitment = 'c'.repeat(64);
  for (let i = 0; i < 24; i++) state.nonces.push(`n${i}`);
  const player = new PlayerSchema();
  player.name = 'Zoë';
  player.square = 63;
  state.players.set('s1', player);
  const encoder = new Encoder(state);
  const handshake = new Uint8Array(Reflection.encode(encoder));
  const full = new Uint8Array(encoder.encodeAll());

  const serializer = new KnownStateSerializer<GameRoomState>();
  serializer.state = new GameRoomState();
  serializer.handshake(handshake as Buffer, { offset: 0 });
  serializer.setState(full as Buffer, { offset: 0 });
  const seen = serializer.getState();
  expect(seen.phase).toBe('over');
  expect(seen.seedCommitment).toBe(state.seedCommitment);
  expect(seen.nonces.toArray()).toEqual(state.nonces.toArray());
  expect(seen.players.get('s1')?.name).toBe('Zoë');
  expect(seen.players.get('s1')?.square).toBe(63);
});
