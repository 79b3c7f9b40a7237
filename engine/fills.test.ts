import { describe, expect, test } from 'vitest';
import { advanceWithFills } from './game';
import { hitTargets, moveTargets } from './targets';
import { play, startedGame, turnOneGame } from './testHelpers';

describe('advanceWithFills: what the deadline picked, per seat that had not picked', () => {
  test('Choose: only the seat without a character gets one, and is told which', () => {
    const g = play(startedGame(), 500, ['A', { type: 'choose', square: 2 }]);
    const { state, fills } = advanceWithFills(g, 10_000);
    expect(fills).toEqual([
      {
        seat: 'B',
        phase: 'choose',
        turn: 0,
        character: state.players.B.character,
        square: null,
        move: null,
        hit: null,
      },
    ]);
    expect(state.players.B.character).not.toBeNull();
  });

  test('one late tick that ends Choose and Place both: both fills, in order, the square with its character', () => {
    const g = play(
      startedGame(),
      500,
      ['A', { type: 'choose', square: 2 }],
      ['B', { type: 'choose', square: 16 }],
    );
    const placedA = play(advanceWithFills(g, 500).state, 600, ['A', { type: 'place', square: 9 }]);
    const { state, fills } = advanceWithFills(placedA, 60_000);
    // B's square at Place, then both seats' moves and hits as the turns ran out unplayed.
    expect(fills.slice(0, 3).map((f) => `${f.seat} ${f.phase}`)).toEqual(['B place', 'A move', 'B move']);
    expect(fills[0]).toMatchObject({ character: state.players.B.character, move: null, hit: null });
    expect(fills[0]?.square).toBeTypeOf('number');
  });

  test('Move then Give: a missing move is filled at Move, a missing hit at Give; a full plan is never reported', () => {
    const move = moveTargets('U', 27)[0] ?? -1;
    const hit = hitTargets('U', move)[0] ?? -1;
    const g = play(
      turnOneGame(),
      200,
      ['A', { type: 'move', square: move }],
      ['A', { type: 'hit', square: hit }],
    );
    const atHit = advanceWithFills(g, g.deadline ?? 0);
    expect(atHit.fills).toEqual([
      {
        seat: 'B',
        phase: 'move',
        turn: 1,
        character: null,
        square: null,
        move: atHit.state.players.B.move,
        hit: null,
      },
    ]);
    const atReveal = advanceWithFills(atHit.state, atHit.state.deadline ?? 0);
    const r = atReveal.state.lastReveal;
    expect(atReveal.fills).toEqual([
      { seat: 'B', phase: 'hit', turn: 1, character: null, square: null, move: null, hit: r?.hitB },
    ]);
  });

  test('Give with neither a move nor a hit: both are reported, as the reveal shows them', () => {
    const g = turnOneGame();
    const atHit = advanceWithFills(g, g.deadline ?? 0);
    const { state, fills } = advanceWithFills(
      // The move fill is undone to reach Give with no move: as a seat whose move a Back removed would.
      { ...atHit.state, players: { ...atHit.state.players, A: { ...atHit.state.players.A, move: null } } },
      atHit.state.deadline ?? 0,
    );
    const r = state.lastReveal;
    expect(fills.find((f) => f.seat === 'A')).toEqual({
      seat: 'A',
      phase: 'hit',
      turn: 1,
      character: null,
      square: null,
      move: r?.moveA,
      hit: r?.hitA,
    });
  });

  test('nothing is reported before a deadline, nor when both picked', () => {
    const g = play(startedGame(), 500, ['A', { type: 'choose', square: 2 }]);
    expect(advanceWithFills(g, 9_999).fills).toEqual([]);
    expect(advanceWithFills(turnOneGame(), 100).fills).toEqual([]);
  });
});
