import type { PuzzleAnswerResult } from '../../../contract/puzzles';
import type { PuzzlePlan } from '../../../engine';

/** An answered attempt as the screen shows it: the server's judgement and the plan that was sent. */
export interface PuzzleOutcome extends PuzzleAnswerResult {
  readonly plan: PuzzlePlan;
}
