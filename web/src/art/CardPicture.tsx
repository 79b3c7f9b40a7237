import type { Letter } from '../../../engine';
import type { Graphics } from '../game/useGraphics';
import { CharacterPicture } from './CharacterPicture';
import type { Pose } from './pose';

/** A character's picture in a card, with its letter on a badge. */
export function CardPicture({ letter, pose, graphics }: { letter: Letter; pose: Pose; graphics: Graphics }) {
  return (
    <span className="art-card-pic" aria-hidden="true">
      <CharacterPicture letter={letter} pose={pose} graphics={graphics} />
      <span className="art-card-letter">{letter}</span>
    </span>
  );
}
