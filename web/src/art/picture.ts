import { characterIndex, type Letter } from '../../../engine';
import type { Graphics } from '../game/useGraphics';
import type { CharacterImages } from './characterImages';
import { DEFAULT_PICTURES } from './defaultArt';
import { IMAGE_POSES, type Pose } from './pose';

/** The picture a character shows in a pose: its URL, opacity, and the pose badge drawn over it (if any). */
export interface PictureChoice {
  readonly src: string;
  readonly opacity: number;
  /** Drawn over a face or default picture to tell the move, give and act pictures apart; null on uploads. */
  readonly badge: Exclude<Pose, 'face'> | null;
  readonly uploaded: boolean;
}

/**
 * Uploaded first, then defaults: in Move, Give and Attack the uploaded move/give/act image (image opacity);
 * without one, the face (uploaded, else the default picture) with the pose's badge. In Choose and Place the
 * face (face opacity). A pose picture keeps the image opacity even when it falls back to the face.
 */
export function pictureFor(
  letter: Letter,
  pose: Pose,
  graphics: Pick<Graphics, 'charface' | 'faceOpacity' | 'imageOpacity'>,
  images: CharacterImages,
): PictureChoice {
  const face = graphics.charface[characterIndex(letter)] ?? null;
  const base = face ?? DEFAULT_PICTURES[letter];
  if (pose === 'face') {
    return { src: base, opacity: graphics.faceOpacity, badge: null, uploaded: face !== null };
  }
  const image = images[IMAGE_POSES.indexOf(pose)] ?? null;
  if (image !== null) return { src: image, opacity: graphics.imageOpacity, badge: null, uploaded: true };
  return { src: base, opacity: graphics.imageOpacity, badge: pose, uploaded: face !== null };
}
