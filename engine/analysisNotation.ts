import type { Plan } from './ai/types';
import { squareName } from './board';
import type { GameAnalysis, TurnAnalysis } from './solved/analysis';
import type { Seat } from './types';

/**
 * The words of a game's analysis against the solved game (solved/analysis.ts), written once for every place that
 * shows them: the replay page, the result dialog and `npm run replay`, so they show the same figures.
 */

/**
 * What a plan gave away, in points of winning chance (a value v in −1..1 is a winning chance of 50 + 50·v %, so a
 * loss of 0.1 is 5 points): "gave away 4.9%"; "gave away 0.0%" for a best plan.
 */
export function lossWords(loss: number): string {
  return `gave away ${(50 * Math.max(0, loss)).toFixed(1)}%`;
}

/** A player's accuracy over a game, rounded as Lichess shows it: "Accuracy 87" ("Accuracy –" without a turn). */
export function accuracyWords(accuracy: number | null): string {
  return accuracy === null ? 'Accuracy –' : `Accuracy ${Math.round(accuracy)}`;
}

/** A plan by its squares' names: "move c5, hit b5". */
export function planWords(plan: Plan): string {
  return `move ${squareName(plan.move)}, hit ${squareName(plan.hit)}`;
}

/** One seat's turn: "gave away 4.9% (best: move c5, hit b5)". */
function seatTurn(t: TurnAnalysis, seat: Seat): string {
  return `${lossWords(t[seat].loss)} (best: ${planWords(t[seat].best)})`;
}

/**
 * The analysis as `npm run replay` prints it under the notation: a heading, one line per turn with both
 * players' winning chance given away and a best plan, and each player's accuracy and total given away.
 */
export function analysisNotation(analysis: GameAnalysis): string[] {
  const total = (seat: Seat) =>
    `${seat}: ${accuracyWords(analysis.accuracy[seat])}, ${lossWords(analysis.lost[seat])} in all`;
  return [
    'Against the solved game (winning chance each plan gave away; a best plan):',
    ...analysis.turns.map((t) => `${t.turn}. A ${seatTurn(t, 'A')}  B ${seatTurn(t, 'B')}`),
    `${total('A')}  ${total('B')}`,
  ];
}
