import type { Phase } from '../../../engine';

/**
 * Which of a character's pictures shows: its face (Choose, Place), its move image while its player plans the
 * move, its give image while it plans the hit (Give, or already in Move once the move is planned), its act
 * image at the reveal (Attack, and on the final board).
 */
export type Pose = 'face' | 'move' | 'give' | 'act';

/** The three uploaded images of a character, in the order charimg `n` numbers them (0, 1, 2). */
export const IMAGE_POSES = ['move', 'give', 'act'] as const;
export type ImagePose = (typeof IMAGE_POSES)[number];

/** The pose a phase shows (the hit phase is labelled Give, the reveal Attack). */
export function poseOf(phase: Phase | null): Pose {
  switch (phase) {
    case 'move':
      return 'move';
    case 'hit':
      return 'give';
    case 'reveal':
    case 'over':
      return 'act';
    default:
      return 'face';
  }
}

/**
 * The pose of one seat's character: as the phase says, except that in Move a seat that is done (the engine's
 * `done`, synced for both seats: its move is planned) is planning its hit, so it shows the give image.
 */
export function poseOfSeat(phase: Phase | null, done: boolean): Pose {
  return phase === 'move' && done ? 'give' : poseOf(phase);
}

/** What a pose is called on screen. */
export const POSE_LABELS: Readonly<Record<Pose, string>> = {
  face: 'Face',
  move: 'Move',
  give: 'Give',
  act: 'Act',
};
