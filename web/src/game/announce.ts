import { characterByLetter, MAX_TURNS, PHASE_LABELS, squareName } from '../../../engine';
import { seatsOf } from './boardModel';
import type { GameOver, GameView } from './types';

/** What each phase asks of a player, said when it starts. */
const PROMPTS = {
  waiting: 'Waiting for the game to start.',
  choose: 'Pick your character.',
  place: 'Pick your starting square.',
  move: 'Pick where to move.',
  hit: 'Pick where to hit, then Set.',
  reveal: '',
  over: '',
} as const;

/** The live region's sentence for the current state: phase changes, the reveal, the result. */
export function announcement(view: GameView, sessionId: string | null): string {
  const { me, foe, watching } = seatsOf(view, sessionId);
  const label = PHASE_LABELS[view.phase];
  const turn = view.turn > 0 ? `Turn ${view.turn} of ${MAX_TURNS}. ` : '';
  if (view.phase === 'reveal' || view.phase === 'over') {
    const r = view.lastReveal;
    const parts: string[] = [];
    if (r !== null) {
      for (const p of [me, foe]) {
        if (p === undefined) continue;
        const who = !watching && p === me ? 'You' : p.name;
        const [move, hit] = p.seat === 'A' ? [r.moveA, r.hitA] : [r.moveB, r.hitB];
        parts.push(`${who} moved to ${squareName(move)} and hit ${squareName(hit)}.`);
      }
    }
    const end = view.phase === 'over' ? ` ${resultSentence(view, sessionId)}` : '';
    return `${label}. ${parts.join(' ')}${end}`.trim();
  }
  const character =
    me !== undefined && me.character !== '' ? characterByLetter(me.character)?.name : undefined;
  const who = character === undefined ? '' : ` You are the ${character}.`;
  return `${turn}${label}. ${watching ? '' : PROMPTS[view.phase]}${view.phase === 'move' ? who : ''}`.trim();
}

/** The result in words, from the synced result. */
export function resultSentence(view: GameView, sessionId: string | null): string {
  const { me, watching } = seatsOf(view, sessionId);
  const w = view.result?.winner;
  if (w === undefined) return 'The game is over.';
  if (w === 'draw') return 'The game is a draw.';
  if (w === 'none') return 'The game was stopped.';
  const winner = view.players.find((p) => p.seat === w);
  if (!watching) return winner === me ? 'You won!' : 'You lost!';
  return `${winner?.name ?? w} won.`;
}

/**
 * The result modal's content from the synced result, for a player who missed the `gameover` message (its
 * connection was back only after the end). The server's own message is preferred whenever it arrives.
 */
export function gameOverFromView(view: GameView, sessionId: string | null): GameOver | null {
  const { me } = seatsOf(view, sessionId);
  const r = view.result;
  if (me === undefined || r === null) return null;
  if (r.winner === 'none') return { result: 'draw', reason: r.reason, message: 'The game was stopped.' };
  if (r.winner === 'draw') {
    const [a, b] = view.players;
    return {
      result: 'draw',
      reason: r.reason,
      message: `The game is draw between ${a?.name ?? 'A'} and ${b?.name ?? 'B'}`,
    };
  }
  if (r.winner === me.seat) {
    const message = r.reason === 'forfeit' ? "Opponent exit the game! You've won!" : 'You won!';
    return { result: 'win', reason: r.reason, message };
  }
  return { result: 'lose', reason: r.reason, message: 'You lost!' };
}
