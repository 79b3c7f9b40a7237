import { expect, test } from 'vitest';
import { GAME_MODES, landedHits, squareName, verifyStoredGame, type StoredGame } from '../../../engine';
import { replayBoardModel } from './replayBoard';
import { replayModel } from './replaySteps';
import { forfeitedInChoose, playedGame, storedGame } from './testGames';

const model = (game: StoredGame) => {
  const m = replayModel(game);
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

test('a played game steps through Choose, Place, every turn and the result', () => {
  const state = playedGame(7);
  const { steps, replay } = model(storedGame(state));
  const turns = state.lastReveal?.turn ?? 0;
  expect(turns).toBeGreaterThan(0);
  expect(steps.map((s) => s.label)).toEqual([
    'Choose',
    'Place',
    ...Array.from({ length: turns }, (_, i) => `Turn ${i + 1} of ${turns}`),
    'Result',
  ]);
  expect(replay.final.result).toEqual(state.result);
  // Choose: both characters on their start squares; Place: both placed squares.
  expect(steps[0]!.sides.A).toMatchObject({ letter: 'U', square: 58, move: null });
  expect(steps[0]!.sides.B).toMatchObject({ letter: 'C', square: 16 });
  expect(steps[0]!.caption).toBe('Ann chose the Undergraduate (U); Bob chose the Cook (C).');
  expect(steps[1]!.sides.A.square).toBe(27);
  expect(steps[1]!.sides.B.square).toBe(0);
  expect(steps[1]!.caption).toBe(`Ann placed on ${squareName(27)}; Bob placed on ${squareName(0)}.`);
});

test.each(GAME_MODES)('games in mode %s over many seeds replay to their result, a step per turn', (mode) => {
  for (let seed = 1; seed <= 25; seed++) {
    const state = playedGame(seed, mode);
    const { steps, replay } = model(storedGame(state));
    expect(replay.final.result).toEqual(state.result);
    expect(steps).toHaveLength(3 + (state.lastReveal?.turn ?? 0));
    expect(steps.at(-1)!.caption).toMatch(/^(Ann wins|Bob wins|Draw): /);
  }
});

test('each turn carries both plans and the engine’s story of what happened', () => {
  const state = playedGame(11);
  const { steps, replay } = model(storedGame(state));
  const turnSteps = steps.filter((s) => s.kind === 'turn');
  expect(turnSteps).toHaveLength(replay.turns.length);
  turnSteps.forEach((step, i) => {
    const r = replay.turns[i]!;
    expect(step.sides.A).toEqual({ letter: 'U', square: r.moveA, from: r.fromA, move: r.moveA, hit: r.hitA });
    expect(step.sides.B).toEqual({ letter: 'C', square: r.moveB, from: r.fromB, move: r.moveB, hit: r.hitB });
    expect(step.story?.turn).toBe(r.turn);
    expect(step.caption).toContain(`hit ${squareName(r.hitA)}`);
    const landed = landedHits(r).filter((h) => h.landed).length;
    expect(step.caption).toMatch(
      landed === 0 ? /Both missed\.$/ : landed === 2 ? /Both hit: draw\.$/ : / hit (Ann|Bob) on /,
    );
  });
  // Earlier turns of a finished game all missed: the game goes on only after a miss.
  turnSteps.slice(0, -1).forEach((s) => {
    expect(s.caption).toMatch(/Both missed\.$/);
  });
});

test('the end step words the engine’s result and keeps the final squares', () => {
  const state = playedGame(7);
  const { steps } = model(storedGame(state));
  const end = steps.at(-1)!;
  const last = steps.at(-2)!;
  expect(end.kind).toBe('end');
  expect(end.sides.A.square).toBe(last.sides.A.square);
  expect(end.sides.A.hit).toBeNull();
  const r = state.result!;
  const who = r.winner === 'A' ? 'Ann wins' : r.winner === 'B' ? 'Bob wins' : 'Draw';
  expect(end.caption.startsWith(`${who}: `)).toBe(true);
  if (r.reason === 'turns') expect(end.caption).toBe('Draw: Ten turns and no hit.');
});

test('a game forfeited during Choose has only Choose and the result', () => {
  const steps = model(storedGame(forfeitedInChoose())).steps;
  expect(steps.map((s) => s.label)).toEqual(['Choose', 'Result']);
  expect(steps[0]!.caption).toBe('Ann chose no character; Bob chose no character.');
  expect(steps[1]!.caption).toBe('Bob wins: Ann left the game.');
});

test('a log the engine refuses is an error, not a crash', () => {
  const game = storedGame();
  const bad = { ...game, log: [...game.log.slice(0, 3), { at: 1, seat: 'A', action: { type: 'set' } }] };
  const m = replayModel(bad as StoredGame);
  expect(m.ok).toBe(false);
  expect(replayModel({ ...game, seed: 1.5 })).toEqual({
    ok: false,
    error: '"seed" must be 64 lowercase hex digits (or an older game’s integer)',
  });
});

test('a stored game with commitments verifies; a tampered one names what failed; an old one cannot be checked', () => {
  const game = storedGame();
  expect(verifyStoredGame(game)).toEqual({ ok: true });
  const verdict = verifyStoredGame({ ...game, salt: 'other' });
  expect(verdict).toMatchObject({ ok: false, failed: 'seed' });
  const { salt: _salt, seedCommitment: _c, picks: _p, ...old } = game;
  expect(verifyStoredGame(old)).toBe('unverifiable');
});

test('the final frame of a game decided by a hit marks the landed hit on the piece it struck; a drawn one marks none', () => {
  const games = Array.from({ length: 40 }, (_, i) => playedGame(i + 1));
  const byHit = games.find((g) => g.result?.reason === 'hit')!;
  const byTurns = games.find((g) => g.result?.reason === 'turns');
  expect(byHit).toBeDefined();
  const steps = model(storedGame(byHit)).steps;
  const end = steps.at(-1)!;
  const hitter = byHit.result!.winner as 'A' | 'B';
  const struck = hitter === 'A' ? 'B' : 'A';
  expect(end.story?.moves).toEqual([]);
  expect(end.story?.hits).toEqual([{ seat: hitter, square: end.sides[struck].square, landed: true }]);
  const board = replayBoardModel(end, (s) => (s === 'A' ? 'Ann' : 'Bob'));
  const sq = end.sides[struck].square!;
  expect(board.squares[sq]!.landed).toBe('winning');
  expect(board.squares[sq]!.label).toContain(`${hitter === 'A' ? 'Ann' : 'Bob'}'s hit landed here`);
  expect(board.tokens.find((t) => t.square === sq)?.id).toBe(struck);
  if (byTurns !== undefined) expect(model(storedGame(byTurns)).steps.at(-1)!.story).toBeNull();
});
