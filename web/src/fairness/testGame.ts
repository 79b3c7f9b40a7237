// Builders for fairness tests: an engine-played game as the views a client of its room would receive.
import {
  advance,
  applyEvent,
  createGame,
  fairnessRecord,
  pickLabel,
  publicView,
  seedCommitment,
  type FairnessRecord,
  type GameState,
  type PickKey,
  type PickReveal,
} from '../../../engine';
import { seat, view } from '../game/decoding/testViews';
import type { CommitmentView, GameView } from '../game/decoding/types';

export const GAME_ID = 'g-live';
export const SALT = 'salt-live';
export const nonceFor = (k: PickKey): string => `n-${k.phase}-${k.turn}-${k.seat}`;

/** Every state of an untouched AI-versus-AI game, each phase ended by its deadline (fills from the seed). */
export function gameStates(seed: number): GameState[] {
  const started = applyEvent(createGame({ seed, mode: 'h0a2' }), { type: 'start' }, 0);
  if (!started.ok) throw new Error(started.error.message);
  const states = [started.value];
  let s = started.value;
  while (s.deadline !== null) {
    s = advance(s, s.deadline);
    states.push(s);
  }
  return states;
}

/** The game's record, as the room publishes it at the end. */
export function recordOf(states: readonly GameState[], nonce = nonceFor): FairnessRecord {
  const last = states.at(-1);
  if (last === undefined) throw new Error('no states');
  return fairnessRecord(GAME_ID, last, SALT, nonce);
}

/** When the room publishes a pick's commitment, and when its nonce (docs/PROTOCOL.md). */
function published(p: PickReveal, s: GameState): { shown: boolean; opened: boolean } {
  const revealedTurn = s.lastReveal?.turn ?? 0;
  const kind: PickKey['phase'] = p.phase;
  switch (kind) {
    case 'choose':
      return { shown: s.phase === 'place' || s.turn >= 1, opened: s.turn >= 1 };
    case 'place':
      return { shown: s.turn >= 1, opened: s.turn >= 1 };
    case 'plan':
      return {
        shown: s.turn > p.turn || (s.turn === p.turn && s.phase !== 'move'),
        opened: revealedTurn >= p.turn,
      };
  }
}

/** The synced state of `s` as the client mirrors it, with the commitments published by then. */
export function viewOf(s: GameState, record: FairnessRecord): GameView {
  const pub = publicView(s);
  const commitments: CommitmentView[] = [];
  for (const p of record.picks) {
    const { shown, opened } = published(p, s);
    if (!shown) continue;
    const label = pickLabel(p);
    const key = p.phase === 'plan' ? { phase: p.phase, turn: p.turn } : { phase: p.phase, turn: 0 as const };
    commitments.push({ ...key, seat: p.seat, label, commitment: p.commitment, nonce: opened ? p.nonce : '' });
  }
  return view({
    mode: 'h0a2',
    phase: pub.phase,
    turn: pub.turn,
    players: [
      seat({ key: 'ai-A', seat: 'A', ...pub.players.A }),
      seat({ key: 'ai-B', seat: 'B', ...pub.players.B }),
    ],
    lastReveal: pub.lastReveal,
    result: pub.result,
    gameId: GAME_ID,
    seedCommitment: seedCommitment(GAME_ID, record.seed, SALT),
    commitments,
    record: s.phase === 'over' ? record : null,
  });
}

/** The views a client of an untouched game receives, start to end (the last one carries the record). */
export function liveViews(seed = 7): { views: GameView[]; record: FairnessRecord; states: GameState[] } {
  const states = gameStates(seed);
  const record = recordOf(states);
  return { views: states.map((s) => viewOf(s, record)), record, states };
}
