// The synced state's codec: every field of every table comes back from the schema as the engine's value it was
// written from, its wire value fits the schema type it is declared with, and a field the schema lacks (a server
// of another version) reads as the value a fresh schema holds.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  PLAYER_FIELDS,
  readState,
  REMATCH_FIELDS,
  RESULT_FIELDS,
  REVEAL_FIELDS,
  STATE_FIELDS,
  type CodecTable,
  type FieldCodec,
  type WireType,
} from './syncedState';

type Codec = FieldCodec<unknown, WireType>;

const EPOCH_MS = { min: 1, max: 2 ** 50 };
const some = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** Every value a field's codec may be given, by its kind. */
function valuesOf(codec: Codec): fc.Arbitrary<unknown> {
  const [min, max] = codec.range;
  switch (codec.kind) {
    case 'text':
      return fc.string();
    case 'text-or-none':
      return some(fc.string({ minLength: 1 }));
    case 'one-of':
    case 'none-or':
      return fc.constantFrom(...codec.values);
    case 'whole':
      return fc.integer({ min, max });
    case 'whole-or-none':
      return some(fc.integer({ min, max }));
    case 'time':
      return fc.integer(EPOCH_MS);
    case 'time-or-none':
      return some(fc.integer(EPOCH_MS));
    case 'flag':
      return fc.boolean();
  }
}

/** The values each schema type carries over the wire unchanged. */
const FITS: Record<WireType, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  float64: (v) => typeof v === 'number' && Number.isFinite(v),
  int8: (v) => Number.isInteger(v) && Number(v) >= -128 && Number(v) <= 127,
  uint8: (v) => Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 255,
  int16: (v) => Number.isInteger(v) && Number(v) >= -32_768 && Number(v) <= 32_767,
  uint16: (v) => Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 65_535,
};

const TABLES: Record<string, CodecTable> = {
  state: STATE_FIELDS,
  player: PLAYER_FIELDS,
  reveal: REVEAL_FIELDS,
  result: RESULT_FIELDS,
  rematch: REMATCH_FIELDS,
};

const FIELDS: [string, Codec][] = Object.entries(TABLES).flatMap(([table, fields]) =>
  Object.entries(fields).map(([key, codec]): [string, Codec] => [`${table}.${key}`, codec]),
);

describe.each(FIELDS)('%s', (_name, codec) => {
  test('reads back every engine value it writes, as a value its schema type carries', () => {
    fc.assert(
      fc.property(valuesOf(codec), (value) => {
        const wire = codec.encode(value);
        expect(FITS[codec.wire](wire)).toBe(true);
        expect(codec.decode(wire)).toEqual(value);
      }),
    );
  });

  test('a fresh schema, a missing field and a malformed one read as its initial value', () => {
    expect(codec.decode(codec.encode(codec.initial))).toEqual(codec.initial);
    expect(codec.decode(undefined)).toEqual(codec.initial);
    expect(codec.decode({ not: 'a value' })).toEqual(codec.initial);
  });
});

test('none is written as the one sentinel of its field', () => {
  expect(PLAYER_FIELDS.square.encode(null)).toBe(-1);
  expect(PLAYER_FIELDS.character.encode(null)).toBe('');
  expect(PLAYER_FIELDS.rating.encode(null)).toBe(0);
  expect(STATE_FIELDS.deadline.encode(null)).toBe(0);
  expect(STATE_FIELDS.gameId.encode(null)).toBe('');
  expect(REMATCH_FIELDS.declinedBy.encode(null)).toBe('');
});

test('readState reads an empty object (a client before the first patch) as a fresh state', () => {
  expect(readState({})).toEqual({
    mode: null,
    phase: 'waiting',
    deadline: null,
    serverTime: 0,
    turn: 0,
    paused: false,
    gameNumber: 1,
    gameCount: 1,
    clock: 'standard',
    level: null,
    gameId: null,
    seedCommitment: null,
    spectators: 0,
    players: [],
    lastReveal: null,
    result: null,
    rematch: null,
    commitments: [],
    nonces: [],
  });
});
