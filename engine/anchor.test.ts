import { describe, expect, test } from 'vitest';
import {
  anchorEntryOf,
  anchorHash,
  anchorJson,
  findAnchorInBlock,
  canonicalJson,
  checkAgainstAnchor,
  MAX_CUSTOM_JSON_BYTES,
  packAnchors,
  parseAnchorOperation,
  type AnchorEntry,
} from './anchor';
import { parseStoredGame, type StoredGame } from './fairnessFile';
import { storedTestGame } from './testHelpers';

const stored = storedTestGame;

describe('canonicalJson', () => {
  test('sorts keys at every depth, keeps array order, leaves undefined members out', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }, 'x'] })).toBe(
      '{"a":[{"d":2,"e":null},"x"],"b":1}',
    );
  });
});

describe('anchorHash', () => {
  test('is the same however the keys are ordered, and after a JSON round trip through parseStoredGame', () => {
    const game = stored();
    const reordered = Object.fromEntries(Object.entries(game).reverse()) as unknown as StoredGame;
    const parsed = parseStoredGame(JSON.stringify(reordered));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(anchorHash(parsed.value)).toBe(anchorHash(game));
    expect(anchorHash(game)).toMatch(/^[0-9a-f]{64}$/);
  });

  test('changes with anything of the record but the display names', () => {
    const game = stored();
    const h = anchorHash(game);
    const renamed = { ...game, players: { ...game.players, A: { ...game.players.A, name: 'Anne' } } };
    expect(anchorHash(renamed)).toBe(h);
    expect(anchorHash({ ...game, endedAt: 3 })).not.toBe(h);
    expect(anchorHash({ ...game, log: game.log.slice(0, -1) })).not.toBe(h);
    const pick = game.picks![0]!;
    expect(anchorHash({ ...game, picks: [{ ...pick, nonce: 'other' }, ...game.picks!.slice(1)] })).not.toBe(
      h,
    );
  });
});

describe('packAnchors', () => {
  const entries = Array.from({ length: 100 }, (_, n) => anchorEntryOf(stored(`game-${n}`)));

  test('packs in order into operations each under 8,192 bytes, every game once', () => {
    const texts = packAnchors(entries);
    expect(texts.length).toBeGreaterThan(1);
    for (const t of texts) expect(Buffer.byteLength(t, 'utf8')).toBeLessThanOrEqual(MAX_CUSTOM_JSON_BYTES);
    const games = texts.flatMap((t) => {
      const op = parseAnchorOperation(t);
      return op.ok ? op.value.g : [];
    });
    expect(games).toEqual(entries);
    // Full: one more game would not have fit in any but the last.
    for (const t of texts.slice(0, -1)) {
      const op = parseAnchorOperation(t);
      if (!op.ok) throw new Error(op.error);
      const next = entries[entries.indexOf(op.value.g.at(-1)!) + 1]!;
      expect(Buffer.byteLength(anchorJson([...op.value.g, next]))).toBeGreaterThan(MAX_CUSTOM_JSON_BYTES);
    }
  });

  test('a cap on games per operation is kept; an entry too large alone is an error', () => {
    expect(
      packAnchors(entries, MAX_CUSTOM_JSON_BYTES, 7).map((t) => (JSON.parse(t) as { g: unknown[] }).g.length),
    ).toEqual([...Array<number>(14).fill(7), 2]);
    expect(() => packAnchors(entries.slice(0, 1), 100)).toThrow(/larger than 100 bytes/);
  });
});

describe('parseAnchorOperation', () => {
  test('reads what anchorJson writes', () => {
    const entry = anchorEntryOf(stored());
    expect(parseAnchorOperation(anchorJson([entry]))).toEqual({ ok: true, value: { v: 1, g: [entry] } });
  });

  test.each([
    ['not json', 'not valid JSON'],
    ['[]', 'not a JSON object'],
    ['{"v":2,"g":[]}', 'unknown anchor version 2'],
    ['{"v":1,"g":{}}', '"g" must be an array of games'],
    ['{"v":1,"g":[{"i":"x"}]}', 'game 0: "m" (the mode) must be a string'],
  ])('%s is refused: %s', (text, error) => {
    expect(parseAnchorOperation(text)).toEqual({ ok: false, error });
  });

  test('a bad hash is named', () => {
    const entry = { ...anchorEntryOf(stored()), h: 'abc' };
    expect(parseAnchorOperation(anchorJson([entry]))).toEqual({
      ok: false,
      error: 'game 0: "h" must be 64 lowercase hex digits',
    });
  });
});

describe('checkAgainstAnchor', () => {
  const game = stored();
  const anchored: AnchorEntry = anchorEntryOf(game);

  test('the stored game matches its own anchor', () => {
    expect(checkAgainstAnchor(game, anchored)).toEqual({ ok: true });
  });

  test('a changed result is named as the winner, before the hash', () => {
    const other = game.result.winner === 'A' ? 'B' : 'A';
    expect(checkAgainstAnchor({ ...game, result: { ...game.result, winner: other } }, anchored)).toEqual({
      ok: false,
      field: 'w',
      what: 'the winner',
      anchored: game.result.winner,
      stored: other,
    });
  });

  test('a record changed anywhere else is named by its hash', () => {
    const check = checkAgainstAnchor({ ...game, log: game.log.slice(0, -1) }, anchored);
    expect(check).toMatchObject({
      ok: false,
      field: 'h',
      what: "the record's SHA-256",
      anchored: anchored.h,
    });
  });
});

describe('findAnchorInBlock', () => {
  const entry = anchorEntryOf(stored('g1'));
  const op = (account: string, json = anchorJson([entry])) => [
    'custom_json',
    { id: 'octoduel', required_posting_auths: [account], json },
  ];
  const block = (...operations: unknown[][]) => ({
    transaction_ids: ['tx1'],
    transactions: [{ operations }],
  });
  const where = { block: 7, txId: 'tx1', gameId: 'g1', account: 'octoduel.app' };

  test("the game's entry in the named transaction, signed by the account", () => {
    const found = findAnchorInBlock(block(op('octoduel.app')), where);
    expect(found.ok && found.entry.i).toBe('g1');
  });

  const cases: readonly [string, unknown, string, Partial<typeof where>][] = [
    ['no block', null, 'holds no block', {}],
    ['another transaction', block(op('octoduel.app')), 'block 7 holds no transaction tx2', { txId: 'tx2' }],
    ['no octoduel operation', block(['transfer', {}]), 'no octoduel operation', {}],
    ['another signer', block(op('mallory')), 'not signed by @octoduel.app', {}],
    ['another game', block(op('octoduel.app')), 'no anchor of this game', { gameId: 'g2' }],
  ];
  test.each(cases)('%s: missing, and why', (_name, answer, why, other) => {
    const found = findAnchorInBlock(answer, { ...where, ...other });
    expect(found.ok ? 'found' : found.missing).toContain(why);
  });
});
