import { describe, expect, test } from 'vitest';
import { fairnessRecordOf, parseStoredGame, verifyStoredGame } from './fairnessFile';
import { PHASE_DURATIONS_MS } from './phases';
import { storedTestGame, testSecretSeed } from './testHelpers';

const stored = () => storedTestGame();

const roundTrip = (game: unknown) => parseStoredGame(JSON.stringify(game));

describe('parseStoredGame', () => {
  test('reads back what the API answers, from text or a value', () => {
    const game = stored();
    expect(roundTrip(game)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(game)) as unknown });
    expect(parseStoredGame(game)).toMatchObject({ ok: true, value: { gameId: 'g-7' } });
  });

  test('a game stored before commitments reads without them; missing clocks are RULES.md’s', () => {
    const { salt: _s, seedCommitment: _c, picks: _p, durations: _d, ...old } = stored();
    const parsed = roundTrip(old);
    expect(parsed.ok && parsed.value.durations).toEqual(PHASE_DURATIONS_MS);
    expect(parsed.ok && 'picks' in parsed.value).toBe(false);
  });

  test.each([
    ['{', 'not valid JSON'],
    ['[]', 'not a JSON object'],
    [JSON.stringify({ ...stored(), mode: 'chess' }), '"mode" must be one of'],
    [JSON.stringify({ ...stored(), result: null }), '"result" is required'],
    [JSON.stringify({ ...stored(), gameId: 5 }), '"gameId" must be a non-empty string'],
    [JSON.stringify({ ...stored(), endedAt: 'later' }), '"endedAt" must be a time in ms'],
    [JSON.stringify({ ...stored(), players: { A: stored().players.A } }), '"players.B" must be an object'],
    [
      JSON.stringify({ ...stored(), seedCommitment: 'abc' }),
      '"seedCommitment" must be 64 lowercase hex digits',
    ],
    [JSON.stringify({ ...stored(), picks: {} }), '"picks" must be an array'],
    [
      JSON.stringify({ ...stored(), picks: [{ ...stored().picks![0], pick: 'ZZ' }] }),
      'pick 0: a choose pick is a letter at turn 0',
    ],
    [
      JSON.stringify({ ...stored(), picks: [{ ...stored().picks![4], pick: { move: 99, hit: 1 } }] }),
      'pick 0: a plan pick is {move, hit} squares',
    ],
  ])('bad input %#: says what is wrong', (text, message) => {
    const parsed = parseStoredGame(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain(message);
  });
});

describe('fairnessRecordOf', () => {
  test('the record the room sent its players: the stored game without its times and players', () => {
    const { startedAt: _s, endedAt: _e, players: _p, ...record } = stored();
    expect(fairnessRecordOf(stored())).toStrictEqual(record);
  });

  test('none for a game stored before commitments', () => {
    const { picks: _p, ...old } = stored();
    expect(fairnessRecordOf(old)).toBeUndefined();
  });
});

describe('verifyStoredGame', () => {
  test('an untouched game verifies', () => {
    expect(verifyStoredGame(stored())).toEqual({ ok: true });
  });

  test('a game without commitments is unverifiable', () => {
    const { salt: _s, ...old } = stored();
    expect(verifyStoredGame(old)).toBe('unverifiable');
  });

  test('a changed nonce names its pick; a changed seed names the seed; a changed result names the result', () => {
    const game = stored();
    const picks = game.picks!.map((p, i) => (i === 1 ? { ...p, nonce: 'forged' } : p));
    expect(verifyStoredGame({ ...game, picks })).toMatchObject({ ok: false, failed: 'choose of B' });
    expect(verifyStoredGame({ ...game, seed: testSecretSeed(8) })).toMatchObject({
      ok: false,
      failed: 'seed',
    });
    const winner = game.result.winner === 'A' ? 'B' : 'A';
    expect(verifyStoredGame({ ...game, result: { ...game.result, winner } })).toMatchObject({
      ok: false,
      failed: 'result',
    });
  });
});
