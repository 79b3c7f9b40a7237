import { describe, expect, test } from 'vitest';
import { mirrorState, type SyncedState } from './mirror';
import { liveViews } from '../../fairness/testGame';

/** A decoded state as colyseus.js gives it: class instances, a map with forEach, optional children. */
class FakeMap<T> {
  constructor(readonly entries: [string, T][]) {}
  forEach(cb: (value: T, key: string) => void) {
    for (const [k, v] of this.entries) cb(v, k);
  }
}

class FakePlayer {
  constructor(
    public seat: string,
    public name: string,
    public character = '',
    public square = -1,
  ) {}
  username = 'u';
  isAi = false;
  connected = true;
  done = false;
}

function decoded(over: Partial<SyncedState> = {}): SyncedState {
  return {
    mode: 'h1a1',
    phase: 'reveal',
    deadline: 1000,
    serverTime: 900,
    turn: 3,
    paused: false,
    gameNumber: 1,
    gameCount: 1,
    clock: 'relaxed',
    level: 'easy',
    players: new FakeMap([
      ['ai-B', new FakePlayer('B', 'Zed', 'T', 40)],
      ['s1', new FakePlayer('A', 'Ann', 'J', 9)],
    ]),
    lastReveal: { turn: 3, fromA: 1, moveA: 9, hitA: 10, fromB: 41, moveB: 40, hitB: 37, outcome: 'next' },
    result: undefined,
    ...over,
  };
}

describe('mirrorState', () => {
  test('copies every field into plain values, seats in seat order', () => {
    const v = mirrorState(decoded());
    expect(v).toEqual({
      mode: 'h1a1',
      phase: 'reveal',
      deadline: 1000,
      serverTime: 900,
      turn: 3,
      paused: false,
      gameNumber: 1,
      gameCount: 1,
      clock: 'relaxed',
      level: 'easy',
      players: [
        {
          key: 's1',
          seat: 'A',
          name: 'Ann',
          username: 'u',
          isAi: false,
          connected: true,
          character: 'J',
          square: 9,
          done: false,
        },
        {
          key: 'ai-B',
          seat: 'B',
          name: 'Zed',
          username: 'u',
          isAi: false,
          connected: true,
          character: 'T',
          square: 40,
          done: false,
        },
      ],
      berserk: { A: false, B: false },
      lastReveal: { turn: 3, fromA: 1, moveA: 9, hitA: 10, fromB: 41, moveB: 40, hitB: 37, outcome: 'next' },
      result: null,
      gameId: null,
      seedCommitment: null,
      commitments: [],
      record: null,
      recordUnreadable: false,
      spectators: 0,
    });
  });

  test('holds no reference into the decoded state: later patches do not change an earlier copy', () => {
    const state = decoded();
    const v = mirrorState(state);
    const p = (state.players as unknown as FakeMap<FakePlayer>).entries[1]![1];
    p.square = 17;
    (state.lastReveal as { moveA: number }).moveA = 17;
    expect(v.players[0]!.square).toBe(9);
    expect(v.lastReveal?.moveA).toBe(9);
    expect(v.players[0]).not.toBeInstanceOf(FakePlayer);
    expect(mirrorState(state).players[0]!.square).toBe(17);
  });

  test('unknown phases and modes fall back; a result is copied', () => {
    const v = mirrorState(
      decoded({
        phase: 'dancing',
        mode: 'x',
        clock: 'slow',
        level: 'toString',
        result: { winner: 'A', reason: 'hit' },
      }),
    );
    expect(v.phase).toBe('waiting');
    expect(v.clock).toBe('standard');
    expect(v.level).toBeNull();
    expect(v.mode).toBeNull();
    expect(v.result).toEqual({ winner: 'A', reason: 'hit' });
  });

  test("the schema's empty values become the engine's nulls; a malformed field reads as the codec's first value", () => {
    const v = mirrorState(
      decoded({
        deadline: 0,
        players: new FakeMap([['s1', new FakePlayer('A', 'Ann')]]),
        lastReveal: {
          turn: 1,
          fromA: 1,
          moveA: 9,
          hitA: 10,
          fromB: 41,
          moveB: 40,
          hitB: 37,
          outcome: 'maybe',
        },
        result: { winner: 'nobody', reason: 'hit' },
      }),
    );
    expect(v.deadline).toBeNull();
    expect(v.players[0]).toMatchObject({ character: null, square: null });
    expect(v.lastReveal?.outcome).toBe('next');
    expect(v.result).toEqual({ winner: 'none', reason: 'hit' });
  });

  test("each seat's synced berserk flag is the view's berserk mark (absent reads as not berserk)", () => {
    const berserker = Object.assign(new FakePlayer('B', 'Zed'), { berserk: true });
    const v = mirrorState(
      decoded({
        players: new FakeMap([
          ['s1', new FakePlayer('A', 'Ann')],
          ['s2', berserker],
        ]),
      }),
    );
    expect(v.berserk).toEqual({ A: false, B: true });
  });

  test("a berserker's own deadline (its half time) is on its seat; a seat without one has none", () => {
    const berserker = Object.assign(new FakePlayer('B', 'Zed'), { berserk: true, deadline: 4600 });
    const v = mirrorState(
      decoded({
        players: new FakeMap([
          ['s1', Object.assign(new FakePlayer('A', 'Ann'), { deadline: 0 })],
          ['s2', berserker],
        ]),
      }),
    );
    expect(v.players.map((p) => p.deadline)).toEqual([undefined, 4600]);
  });

  test('a seat without A or B is left out', () => {
    const v = mirrorState(decoded({ players: new FakeMap([['x', new FakePlayer('', 'Ghost')]]) }));
    expect(v.players).toEqual([]);
  });
});

describe('mirrorState: the fairness fields', () => {
  test('the game id, seed commitment and commitments by slot, in play order with their labels and nonces; empty slots left out', () => {
    const v = mirrorState(
      decoded({
        gameId: 'g-9',
        seedCommitment: 'abc',
        // Slots: choose A, choose B, place A, place B, turn 1 plan A, turn 1 plan B.
        commitments: ['', 'c-choose-B', 'c-place-A', '', 'c-plan-1-A', 'c-plan-1-B'],
        nonces: ['', 'n1', 'n2'],
      }),
    );
    expect(v.gameId).toBe('g-9');
    expect(v.seedCommitment).toBe('abc');
    expect(v.commitments.map((c) => [c.label, c.nonce])).toEqual([
      ['choose of B', 'n1'],
      ['place of A', 'n2'],
      ['turn 1 plan of A', ''],
      ['turn 1 plan of B', ''],
    ]);
    expect(v.commitments[0]).toEqual({
      label: 'choose of B',
      phase: 'choose',
      turn: 0,
      seat: 'B',
      commitment: 'c-choose-B',
      nonce: 'n1',
    });
    expect(v.commitments[3]).toMatchObject({ phase: 'plan', turn: 1, seat: 'B', commitment: 'c-plan-1-B' });
  });

  test("'' is none: no game id, seed commitment or record yet", () => {
    const v = mirrorState(decoded({ gameId: '', seedCommitment: '' }));
    expect(v).toMatchObject({ gameId: null, seedCommitment: null, record: null, recordUnreadable: false });
  });

  test('the record the room sent is parsed once per distinct string, not on every patch', () => {
    const { record } = liveViews();
    const json = JSON.stringify(record);
    const first = mirrorState(decoded({ gameId: 'g-1' }), { gameId: 'g-1', json });
    expect(first.record).toEqual(record);
    expect(mirrorState(decoded({ gameId: 'g-1', turn: 4 }), { gameId: 'g-1', json }).record).toBe(
      first.record,
    );
    const other = JSON.stringify({ ...record, gameId: 'g-2' });
    expect(mirrorState(decoded({ gameId: 'g-2' }), { gameId: 'g-2', json: other }).record?.gameId).toBe(
      'g-2',
    );
  });

  test('a record shows only with the game it came with (AI versus AI moves on to the next game)', () => {
    const json = JSON.stringify(liveViews().record);
    const v = mirrorState(decoded({ gameId: 'g-2' }), { gameId: 'g-1', json });
    expect(v).toMatchObject({ record: null, recordUnreadable: false });
  });

  test.each(['{not json', '[1,2]', '42', 'null'])(
    'a record that is not a JSON object (%s) is null and unreadable',
    (json) => {
      const v = mirrorState(decoded({ gameId: 'g-1' }), { gameId: 'g-1', json });
      expect(v.record).toBeNull();
      expect(v.recordUnreadable).toBe(true);
    },
  );
});

describe('mirrorState: the rematch offer', () => {
  const offer = { status: 'open', deadline: 5000, askedA: false, askedB: true, declinedBy: '' };
  test('an offer is copied with the seats that asked', () => {
    expect(mirrorState(decoded({ rematch: offer })).rematch).toEqual({
      status: 'open',
      deadline: 5000,
      asked: ['B'],
      declinedBy: null,
    });
    expect(
      mirrorState(decoded({ rematch: { ...offer, status: 'declined', declinedBy: 'A' } })).rematch,
    ).toMatchObject({
      status: 'declined',
      declinedBy: 'A',
    });
  });

  test.each([
    ['no offer', undefined],
    ['an offer not open yet', { ...offer, status: '' }],
    ['an unknown status', { ...offer, status: 'maybe' }],
  ])('%s: no rematch in the view', (_name, rematch) => {
    expect(mirrorState(decoded({ rematch })).rematch).toBeUndefined();
  });
});
