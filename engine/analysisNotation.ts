import type { Plan } from './ai/types';
import { squareName } from './board';
import { MIN_SCORED_TURNS, type NoAccuracy } from './solved/accuracy';
import type { BestPlan, GameAnalysis, TurnAnalysis } from './solved/analysis';
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

/** Why a player has no accuracy, in words: "no accuracy: left the game". */
export function noAccuracyWords(none: NoAccuracy): string {
  return none === 'left'
    ? 'no accuracy: left the game'
    : `no accuracy: fewer than ${MIN_SCORED_TURNS} turns tested a choice`;
}

/** How many mistakes: "no mistakes", "1 mistake", "3 mistakes". */
export function mistakeWords(count: number): string {
  return count === 0 ? 'no mistakes' : count === 1 ? '1 mistake' : `${count} mistakes`;
}

/**
 * One player's figures for a game, as the result dialog and the replay show them after the name:
 * "Accuracy 87 · 1 mistake · gave away 6.2% in all", or "No accuracy: left the game · no mistakes · …".
 */
export function seatFigureWords(analysis: GameAnalysis, seat: Seat): string {
  const none = analysis.noAccuracy[seat];
  const accuracy =
    none === null ? accuracyWords(analysis.accuracy[seat]) : capitalised(noAccuracyWords(none));
  return `${accuracy} · ${mistakeWords(analysis.mistakes[seat])} · ${lossWords(analysis.lost[seat])} in all`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A plan by its squares' names: "move c5, hit b5"; a best plan that hits where the opponent cannot be says so. */
export function planWords(plan: Plan | BestPlan): string {
  const hit = plan.hit === null ? 'a square they cannot move to' : squareName(plan.hit);
  return `move ${squareName(plan.move)}, hit ${hit}`;
}

/** How many best plans are written out before "and N more". */
const BEST_PLANS_SHOWN = 6;

/**
 * A turn's best plans: the one plan ("move c5, hit b5"), or "any of these: move c5, hit b5; move c5, hit b6"
 * when several are equally good (the first few, then "and N more").
 */
export function bestPlansWords(plans: readonly BestPlan[]): string {
  if (plans.length === 1) return planWords(plans[0]!);
  const shown = plans.slice(0, BEST_PLANS_SHOWN).map(planWords).join('; ');
  const more = plans.length - BEST_PLANS_SHOWN;
  return `any of these: ${shown}${more > 0 ? `; and ${more} more` : ''}`;
}

/** One seat's turn: "gave away 4.9%, a mistake (best: move c5, hit b5)". */
function seatTurn(t: TurnAnalysis, seat: Seat): string {
  const s = t[seat];
  return `${lossWords(s.loss)}${s.mistake ? ', a mistake' : ''} (best: ${bestPlansWords(s.bestPlans)})`;
}

/**
 * The analysis as `npm run replay` prints it under the notation: a heading, one line per turn with both
 * players' winning chance given away, the mistakes and the best plans, and each player's accuracy (or why none)
 * and total given away.
 */
export function analysisNotation(analysis: GameAnalysis): string[] {
  const total = (seat: Seat) => `${seat}: ${seatFigureWords(analysis, seat)}`;
  return [
    'Against the solved game (winning chance each plan gave away; the best plans):',
    ...analysis.turns.map((t) => `${t.turn}. A ${seatTurn(t, 'A')}  B ${seatTurn(t, 'B')}`),
    `${total('A')}  ${total('B')}`,
  ];
}
