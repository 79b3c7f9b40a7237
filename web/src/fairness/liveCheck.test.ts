import { describe, expect, test } from 'vitest';
import { pickCommitment, pickSlot, seedCommitment, type FairnessRecord, type PickKey } from '../../../engine';
import { mirrorCommitments } from '../game/decoding/mirror';
import type { CommitmentView, GameView } from '../game/decoding/types';
import { NEW_LIVE_CHECK, observeView, type LiveCheck } from './liveCheck';
import { GAME_ID, SALT, gameStates, liveViews, nonceFor, recordOf, viewOf } from './testGame';
import type { VerdictState } from './VerdictLine';

/** The verdict after each view in turn. */
function verdicts(views: readonly GameView[], from: LiveCheck = NEW_LIVE_CHECK): VerdictState[] {
  const out: VerdictState[] = [];
  let check = from;
  for (const v of views) {
    check = observeView(check, v);
    out.push(check.verdict);
  }
  return out;
}

const final = (views: readonly GameView[]) => verdicts(views).at(-1);

/** The views with one commitment rewritten wherever it appears (and `when` says so). */
function withCommitment(
  views: readonly GameView[],
  label: string,
  change: (c: CommitmentView) => CommitmentView,
  when: (v: GameView) => boolean = () => true,
): GameView[] {
  return views.map((v) =>
    when(v) ? { ...v, commitments: v.commitments.map((c) => (c.label === label ? change(c) : c)) } : v,
  );
}

/** The index of the first view showing turn `turn`'s reveal. */
const revealAt = (views: readonly GameView[], turn: number) =>
  views.findIndex((v) => v.lastReveal?.turn === turn);

describe('an untouched game', () => {
  test.each([7, 8, 31])('seed %i: checking throughout, then Verified once the record is checked', (seed) => {
    const { views } = liveViews(seed);
    const all = verdicts(views);
    expect(all.slice(0, -1).every((v) => v === 'checking')).toBe(true);
    expect(all.at(-1)).toEqual({ ok: true });
  });

  test('a client that joins mid-game (a watcher, a reload) still verifies', () => {
    const { views } = liveViews();
    expect(final(views.slice(revealAt(views, 5)))).toEqual({ ok: true });
  });

  test('a plan re-Set before its reveal (a new commitment, nonce still hidden) is accepted', () => {
    const { views } = liveViews();
    const label = 'turn 4 plan of A';
    const first = views.findIndex((v) => v.commitments.some((c) => c.label === label));
    const earlier = {
      ...views[first]!,
      commitments: views[first]!.commitments.map((c) =>
        c.label === label
          ? { ...c, commitment: pickCommitment(GAME_ID, 'plan', 4, 'A', { move: 0, hit: 1 }, 'old') }
          : c,
      ),
    };
    expect(final([...views.slice(0, first), earlier, ...views.slice(first)])).toEqual({ ok: true });
  });

  test('a view that changes nothing leaves the check as it was', () => {
    const { views } = liveViews();
    const once = observeView(NEW_LIVE_CHECK, views[5]!);
    expect(observeView(once, { ...views[5]! })).toBe(once);
  });

  test('a view of another game (the next game in a watch room) starts the check over', () => {
    const { views } = liveViews();
    const done = views.reduce(observeView, NEW_LIVE_CHECK);
    expect(done.verdict).toEqual({ ok: true });
    const next = observeView(done, { ...views[1]!, gameId: 'g-next' });
    expect(next.verdict).toBe('checking');
    expect(next.gameId).toBe('g-next');
  });
});

describe('what fails, named', () => {
  test('a tampered nonce fails at its reveal, before the record, naming the pick', () => {
    const { views } = liveViews();
    const bad = withCommitment(views, 'turn 3 plan of B', (c) =>
      c.nonce === '' ? c : { ...c, nonce: 'forged' },
    );
    const all = verdicts(bad);
    const at = revealAt(views, 3);
    expect(all[at - 1]).toBe('checking');
    expect(all[at]).toMatchObject({ ok: false, failed: 'turn 3 plan of B' });
    expect(all.at(-1)).toEqual(all[at]);
  });

  test.each(['choose of A', 'place of B'])(
    'a tampered nonce of the %s fails when the pick shows',
    (label) => {
      const { views } = liveViews();
      const bad = withCommitment(views, label, (c) => (c.nonce === '' ? c : { ...c, nonce: 'forged' }));
      const at = views.findIndex((v) => v.turn === 1);
      expect(verdicts(bad)[at]).toMatchObject({ ok: false, failed: label });
    },
  );

  test('a commitment changed after its reveal fails naming the pick', () => {
    const { views, record } = liveViews();
    const label = 'turn 2 plan of A';
    const after = revealAt(views, 3);
    const p = record.picks.find((x) => x.phase === 'plan' && x.turn === 2 && x.seat === 'A')!;
    const other = pickCommitment(GAME_ID, 'plan', 2, 'A', p.pick, 'another');
    const bad = withCommitment(
      views,
      label,
      (c) => ({ ...c, commitment: other, nonce: 'another' }),
      (v) => views.indexOf(v) >= after,
    );
    const all = verdicts(bad);
    expect(all[after - 1]).toBe('checking');
    expect(all[after]).toMatchObject({ ok: false, failed: label });
    expect(all.at(-1)).toMatchObject({ ok: false, failed: label });
    expect((all.at(-1) as { message: string }).message).toContain('changed');
  });

  test('a plan commitment replaced after its turn was revealed fails, even with its nonce still hidden', () => {
    const { views } = liveViews();
    const label = 'turn 6 plan of B';
    const at = revealAt(views, 6);
    const hidden = withCommitment(
      views,
      label,
      (c) => ({ ...c, nonce: '' }),
      (v) => views.indexOf(v) <= at + 1,
    );
    const replaced = withCommitment(
      hidden,
      label,
      (c) => ({ ...c, commitment: 'f'.repeat(64) }),
      (v) => hidden.indexOf(v) === at + 1,
    );
    expect(verdicts(replaced)[at + 1]).toMatchObject({ ok: false, failed: label });
  });

  test('a record whose commitment differs from the live one fails naming the pick', () => {
    const states = gameStates(7);
    const { views } = liveViews(7);
    const nonce = (k: PickKey) =>
      k.phase === 'plan' && k.turn === 5 && k.seat === 'B' ? 'other' : nonceFor(k);
    const other = recordOf(states, nonce);
    const last = { ...views.at(-1)!, record: other };
    expect(final([...views.slice(0, -1), last])).toMatchObject({ ok: false, failed: 'turn 5 plan of B' });
  });

  test('a commitment to a pick the game never made (the AI commits first; a forfeit ends the phase) is no failure', () => {
    const { views } = liveViews(7);
    const extra: CommitmentView = {
      phase: 'plan',
      turn: 11,
      seat: 'B',
      label: 'turn 11 plan of B',
      commitment: pickCommitment(GAME_ID, 'plan', 11, 'B', { move: 1, hit: 2 }, 'n-never'),
      nonce: '',
    };
    const withExtra = views.map((v, i) => (i > 0 ? { ...v, commitments: [...v.commitments, extra] } : v));
    expect(final(withExtra)).toEqual({ ok: true });
    // Once its nonce was revealed, the pick counts as played: the record must hold it.
    const opened = withExtra.map((v, i) =>
      i === withExtra.length - 1
        ? {
            ...v,
            commitments: v.commitments.map((c) => (c.label === extra.label ? { ...c, nonce: 'n-never' } : c)),
          }
        : v,
    );
    expect(final(opened)).toMatchObject({ ok: false });
  });

  test('a seed commitment other than the record’s fails as seed', () => {
    const { views } = liveViews();
    const wrong = seedCommitment(GAME_ID, 1, SALT);
    expect(final(views.map((v) => ({ ...v, seedCommitment: wrong })))).toMatchObject({
      ok: false,
      failed: 'seed',
    });
  });

  test('a seed commitment that changes during the game fails as seed at once', () => {
    const { views } = liveViews();
    const bad = views.map((v, i) => (i < 4 ? v : { ...v, seedCommitment: 'e'.repeat(64) }));
    expect(verdicts(bad)[4]).toMatchObject({ ok: false, failed: 'seed' });
  });

  const badRecords: [string, string, (r: FairnessRecord) => unknown][] = [
    ['a tampered salt', 'seed', (r) => ({ ...r, salt: 'other' })],
    ['a log that never starts the game', 'choose of A', (r) => ({ ...r, log: [] })],
    [
      'a claimed result the game did not reach',
      'result',
      (r) => ({ ...r, result: { winner: 'A', reason: 'hit' } }),
    ],
    [
      'a record of another game',
      'record',
      (r) => ({
        ...r,
        gameId: 'g-other',
        seedCommitment: seedCommitment('g-other', r.seed, SALT),
        picks: r.picks.map((p) => ({
          ...p,
          commitment: pickCommitment('g-other', p.phase, p.turn, p.seat, p.pick, p.nonce),
        })),
      }),
    ],
    ['a record without picks', 'record', (r) => ({ ...r, picks: undefined })],
  ];
  test.each(badRecords)('%s fails naming %s', (_name, failed, tamper) => {
    const { views, record } = liveViews();
    const last = { ...views.at(-1)!, record: tamper(record) as FairnessRecord };
    expect(final([...views.slice(0, -1), last])).toMatchObject({ ok: false, failed });
  });

  test('a record the room sent unreadable fails as record', () => {
    const { views } = liveViews();
    const last = { ...views.at(-1)!, record: null, recordUnreadable: true };
    expect(final([...views.slice(0, -1), last])).toMatchObject({ ok: false, failed: 'record' });
  });

  test('the first failure stays: later problems do not replace it', () => {
    const { views } = liveViews();
    const bad = withCommitment(views, 'choose of B', (c) => (c.nonce === '' ? c : { ...c, nonce: 'forged' }));
    const worse = bad.map((v) => ({ ...v, seedCommitment: v.turn >= 3 ? 'd'.repeat(64) : v.seedCommitment }));
    expect(final(worse)).toMatchObject({ ok: false, failed: 'choose of B' });
  });
});

test('the fixture is the room’s order: choose commitments before their nonces, plans committed before their reveal', () => {
  const states = gameStates(7);
  const record = recordOf(states);
  const placeView = viewOf(
    states.find((s) => s.phase === 'place')!,
    record,
  );
  expect(placeView.commitments.map((c) => [c.label, c.nonce])).toEqual([
    ['choose of A', ''],
    ['choose of B', ''],
  ]);
});

describe('through the compact synced form (the commitments and nonces arrays, by slot: docs/PROTOCOL.md)', () => {
  /** Each view's commitments as the room syncs them (two arrays by pickSlot), read back by the client's mirror. */
  function throughSlots(views: readonly GameView[], tamper?: (commitments: string[]) => void): GameView[] {
    return views.map((v) => {
      const commitments: string[] = [];
      const nonces: string[] = [];
      for (const c of v.commitments) {
        const slot = pickSlot(c);
        while (commitments.length <= slot) commitments.push('');
        while (nonces.length <= slot) nonces.push('');
        commitments[slot] = c.commitment;
        nonces[slot] = c.nonce;
      }
      tamper?.(commitments);
      return { ...v, commitments: mirrorCommitments(commitments, nonces) };
    });
  }

  test('an untouched game read from the slots verifies, each pick checked at its reveal', () => {
    const { views } = liveViews(8);
    const mirrored = throughSlots(views);
    expect(mirrored.map((v) => v.commitments)).toEqual(views.map((v) => v.commitments));
    expect(final(mirrored)).toEqual({ ok: true });
  });

  test('a tampered commitment in a slot fails at that pick’s reveal, naming the pick', () => {
    const { views } = liveViews(8);
    const slot = pickSlot({ phase: 'plan', turn: 2, seat: 'B' });
    const bad = throughSlots(views, (commitments) => {
      if (commitments[slot] !== undefined && commitments[slot] !== '') commitments[slot] = 'f'.repeat(64);
    });
    const all = verdicts(bad);
    const at = revealAt(views, 2);
    expect(all[at - 1]).toBe('checking');
    expect(all[at]).toMatchObject({ ok: false, failed: 'turn 2 plan of B' });
  });
});
