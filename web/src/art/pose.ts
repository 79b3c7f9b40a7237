import { seatActivity, type Phase, type SeatActivity } from '../../../engine';

/**
 * Which of a character's pictures shows: its face (Choose, Place), its move image while its player plans the
 * move, its give image while it plans the hit (Give, or already in Move once the move is planned), its act
 * image at the reveal (Attack, and on the final board).
 */
export type Pose = 'face' | 'move' | 'give' | 'act';

/** The three uploaded images of a character, in the order charimg `n` numbers them (0, 1, 2). */
export const IMAGE_POSES = ['move', 'give', 'act'] as const;

const POSES: Readonly<Record<SeatActivity, Pose>> = { none: 'face', move: 'move', hit: 'give', act: 'act' };

/**
 * The pose of one seat's character: what the engine says it is busy with (seatActivity). In Move a seat that is
 * done (its move planned) plans its hit, so it shows the give image. No phase (no game): the face.
 */
export function poseOfSeat(phase: Phase | null, done: boolean): Pose {
  return phase === null ? 'face' : POSES[seatActivity(phase, done)];
}

/** The pose a phase shows a seat that is not yet done (Choose and Place: the face). */
export const poseOf = (phase: Phase | null): Pose => poseOfSeat(phase, false);
