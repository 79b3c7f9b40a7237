import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { characterByLetter, durationsFor, hitTargets, moveTargets, type Phase } from '../../../engine';
import { gameReducer, INITIAL_GAME_STATE, type GameEvent, type GameStoreState } from '../stores/game';
import { AI_THINK_MS, LocalGame, LOCAL_ROOM, newLocalSeed, VISITOR_KEY, VISITOR_NAME } from './localGame';

const RELAXED = durationsFor('relaxed');
const SEED = 'ab'.repeat(32);

/** A local game on vitest's fake clock (Date.now and setTimeout), its events kept and folded into a store. */
function localGame(seed = SEED) {
  const events: GameEvent[] = [];
  const game = new LocalGame((e) => events.push(e), { seed, level: 'easy' });
  const store = (): GameStoreState => events.reduce(gameReducer, INITIAL_GAME_STATE);
  const phases = (): Phase[] =>
    events.flatMap((e) => (e.type === 'state' ? [e.view.phase] : [])).filter((p, i, all) => p !== all[i - 1]);
  return { game, events, store, phases };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LocalGame', () => {
  test('a visitor who does nothing: every phase runs out on the relaxed clock, the engine fills each pick, and the game ends with a result', () => {
    const { game, store, phases } = localGame();
    game.start();
    expect(store()).toMatchObject({ status: 'live', roomId: LOCAL_ROOM, sessionId: VISITOR_KEY });
    // The start phase ends by itself against the AI; Choose is the relaxed clock's (three times the spec's 10 s).
    vi.advanceTimersByTime(1000);
    const choose = store().view!;
    expect(choose.phase).toBe('choose');
    expect(choose.clock).toBe('relaxed');
    expect(choose.deadline! - Date.now()).toBe(RELAXED.choose);
    // The AI picks after its think time; the visitor's own pick stays empty until the clock runs out.
    vi.advanceTimersByTime(AI_THINK_MS);
    expect(store().view!.players.find((p) => p.isAi)?.done).toBe(true);
    expect(store().plan?.character).toBeNull();
    vi.advanceTimersByTime(RELAXED.choose);
    expect(store().view!.phase).toBe('place');
    expect(store().plan?.character).not.toBeNull();
    vi.advanceTimersByTime(RELAXED.place);
    expect(store().view!.phase).toBe('move');
    expect(store().plan?.square).not.toBeNull();
    // Every turn to the end, however many the fills take.
    vi.advanceTimersByTime(10 * (RELAXED.move + RELAXED.hit + RELAXED.reveal));
    const end = store();
    expect(end.view!.phase).toBe('over');
    expect(end.view!.result).not.toBeNull();
    expect(end.gameOver).not.toBeNull();
    expect(phases().slice(0, 7)).toEqual([
      'start',
      'choose',
      'place',
      'move',
      'hit',
      'reveal',
      expect.any(String),
    ]);
    // Nothing is left to wake for once the game is over.
    expect(vi.getTimerCount()).toBe(0);
  });

  test('a visitor plays every step: the engine takes each pick, a phase ends as soon as both are done, and the result names the seats', () => {
    const { game, store } = localGame();
    game.start();
    vi.advanceTimersByTime(1000);
    const teacher = characterByLetter('T')!;
    game.send({ type: 'choose', square: teacher.start });
    expect(store().plan?.character).toBe(teacher.letter);
    // The AI is done after its think time, and then Choose ends at once.
    vi.advanceTimersByTime(AI_THINK_MS);
    expect(store().view!.phase).toBe('place');
    game.send({ type: 'place', square: 27 });
    vi.advanceTimersByTime(AI_THINK_MS);
    for (let turn = 1; store().view!.phase !== 'over'; turn++) {
      expect(store().view!.phase).toBe('move');
      expect(store().view!.turn).toBe(turn);
      const own = store().plan!;
      const move = moveTargets(own.character!, own.square!)[0]!;
      game.send({ type: 'move', square: move });
      game.send({ type: 'hit', square: hitTargets(own.character!, move)[0]! });
      game.send({ type: 'set' });
      vi.advanceTimersByTime(AI_THINK_MS);
      expect(store().view!.phase).toBe('reveal');
      expect(store().view!.lastReveal?.turn).toBe(turn);
      expect(store().view!.lastReveal?.moveA).toBe(move);
      vi.advanceTimersByTime(RELAXED.reveal);
    }
    const { gameOver, view } = store();
    expect(view!.result).not.toBeNull();
    expect(gameOver?.message).toMatch(/^(You won!|You lost!|The game is a draw between Guest and .+)$/);
    expect(view!.players.map((p) => p.name)[0]).toBe(VISITOR_NAME);
  });

  test("a refused pick gets the engine's error and changes nothing; so does a command this game does not take", () => {
    const { game, store, events } = localGame();
    game.start();
    vi.advanceTimersByTime(1000);
    const before = game.game;
    game.send({ type: 'place', square: 27 });
    expect(store().error).toMatchObject({
      code: 'phase/wrong',
      message: 'That is not possible in this phase.',
    });
    game.send({ type: 'choose', square: 99 });
    expect(store().error?.code).toBe('square/off-board');
    game.send({ type: 'rematch' });
    expect(store().error?.code).toBe('message/unknown');
    expect(game.game).toEqual(before);
    expect(events.filter((e) => e.type === 'error')).toHaveLength(3);
  });

  test('exit forfeits: the AI wins and the visitor is told', () => {
    const { game, store } = localGame();
    game.start();
    vi.advanceTimersByTime(1000);
    game.send({ type: 'exit' });
    expect(store().view!.result).toEqual({ winner: 'B', reason: 'forfeit' });
    expect(store().gameOver?.result).toBe('lose');
  });

  test('stop ends the timer: nothing is told after the page has gone', () => {
    const { game, events } = localGame();
    game.start();
    const told = events.length;
    game.stop();
    vi.advanceTimersByTime(60_000);
    game.send({ type: 'choose', square: 0 });
    expect(events).toHaveLength(told);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the same seed plays the same game; each new seed comes from the CSPRNG', () => {
    const a = localGame();
    const b = localGame();
    for (const g of [a, b]) g.game.start();
    vi.advanceTimersByTime(10 * 60_000);
    expect(a.game.game.lastReveal).toEqual(b.game.game.lastReveal);
    expect(a.game.game.result).toEqual(b.game.game.result);
    const seeds = [newLocalSeed(), newLocalSeed()];
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });
});
