import { revealStory, showsReveal, type Seat } from '../../../engine';
import { seatsOf } from '../game/board/boardModel';
import type { GameView } from '../game/decoding/types';
import type { SoundName } from './tones';

/** The moment a view shows, and its sound: a new key is a new moment (a phase, a turn's reveal, the end). */
export interface Cue {
  readonly key: string;
  readonly sound: SoundName | null;
}

const PHASE_SOUNDS: Partial<Record<GameView['phase'], SoundName>> = {
  choose: 'phase-choose',
  place: 'phase-place',
  move: 'phase-move',
  hit: 'phase-hit',
};

/** A seat's end of the game, from the viewer's side: its own win or loss, a draw, or (watching) just the end. */
function endSound(winner: Seat | 'draw' | 'none', me: Seat | null): SoundName {
  if (winner === 'draw' || winner === 'none' || me === null) return 'draw';
  return winner === me ? 'win' : 'lose';
}

/**
 * What the view shows now, as a cue. The reveal: a miss, or a landed hit (the viewer's own winning hit sounds
 * as a win, the hit that struck the viewer as a loss, both hitting as a draw). A game decided by the reveal
 * keeps that reveal's key when it turns `over`, so its sound is not played twice; a game that ended otherwise
 * (ten turns, a forfeit) gets the end's own sound. Every fact comes from the engine's story and the result.
 */
export function cueOf(view: GameView, sessionId: string | null): Cue {
  const me = seatsOf(view, sessionId).me?.seat ?? null;
  const phaseSound = PHASE_SOUNDS[view.phase];
  if (phaseSound !== undefined) return { key: `${view.phase}-${view.turn}`, sound: phaseSound };
  const reveal = showsReveal(view.phase) ? view.lastReveal : null;
  const decidedByReveal =
    view.result === null || view.result.reason === 'hit' || view.result.reason === 'both-hit';
  if (reveal !== null && decidedByReveal) {
    const story = revealStory(reveal, me);
    const sound: SoundName =
      story.outcome === 'both-missed'
        ? 'reveal-miss'
        : story.outcome === 'both-hit'
          ? 'draw'
          : me === null
            ? 'reveal-hit'
            : endSound(story.hitter ?? 'none', me);
    return { key: `reveal-${reveal.turn}`, sound };
  }
  if (view.phase === 'over' && view.result !== null)
    return { key: 'over', sound: endSound(view.result.winner, me) };
  return { key: view.phase, sound: null };
}
