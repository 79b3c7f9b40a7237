import type { Letter } from '../../../engine';
import type { Graphics } from '../game/useGraphics';
import { useCharacterImages, type CharacterImages } from './characterImages';
import { PoseBadge } from './PoseBadge';
import { pictureFor } from './picture';
import type { Pose } from './pose';
import './art.css';

interface CharacterPictureProps {
  readonly letter: Letter;
  readonly pose: Pose;
  readonly graphics: Pick<Graphics, 'charface' | 'faceOpacity' | 'imageOpacity'>;
  /** The uploaded move/give/act images; read once per page for this character when left out. */
  readonly images?: CharacterImages;
  readonly className?: string;
}

/** A character's picture for a pose (uploaded or default), with its pose badge; decorative (alt ""). */
export function CharacterPicture({ letter, pose, graphics, images, className = '' }: CharacterPictureProps) {
  const read = useCharacterImages(letter, images === undefined && pose !== 'face');
  const choice = pictureFor(letter, pose, graphics, images ?? read);
  return (
    <span
      className={`art-pic art-pose-${pose} ${className}`.trim()}
      data-pose={pose}
      data-source={choice.uploaded ? 'uploaded' : 'default'}
    >
      <img
        className="art-pic-img"
        src={choice.src}
        alt=""
        draggable={false}
        style={{ opacity: choice.opacity }}
      />
      {choice.badge !== null && <PoseBadge pose={choice.badge} />}
    </span>
  );
}
