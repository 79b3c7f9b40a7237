import { useState } from 'react';
import type { Letter } from '../../../engine';
import type { Graphics } from '../game/useGraphics';
import { useCharacterImages, type CharacterImages } from './characterImages';
import { DEFAULT_PICTURES } from './defaultArt';
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

/**
 * A character's picture for a pose (uploaded or default), with its pose badge; decorative (alt ""). A picture
 * that fails to load falls back to the default picture, and that to the letter.
 */
export function CharacterPicture({ letter, pose, graphics, images, className = '' }: CharacterPictureProps) {
  const read = useCharacterImages(letter, images === undefined && pose !== 'face');
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const choice = pictureFor(letter, pose, graphics, images ?? read);
  const fallback = DEFAULT_PICTURES[letter];
  const src = !failed.has(choice.src) ? choice.src : !failed.has(fallback) ? fallback : null;
  const badge = src === choice.src ? choice.badge : pose === 'face' ? null : pose;
  return (
    <span
      className={`art-pic art-pose-${pose} ${className}`.trim()}
      data-pose={pose}
      data-source={src === null ? 'letter' : src === choice.src && choice.uploaded ? 'uploaded' : 'default'}
    >
      {src === null ? (
        <span className="art-pic-letter">{letter}</span>
      ) : (
        <img
          className="art-pic-img"
          src={src}
          alt=""
          draggable={false}
          style={{ opacity: choice.opacity }}
          onError={() => {
            console.warn(`picture of ${letter} failed to load`, src);
            setFailed((f) => new Set(f).add(src));
          }}
        />
      )}
      {badge !== null && <PoseBadge pose={badge} />}
    </span>
  );
}
