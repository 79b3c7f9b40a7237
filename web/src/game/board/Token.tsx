import type { CSSProperties } from 'react';
import { squareX, squareY } from '../../../../engine';
import { CharacterPicture } from '../../art/CharacterPicture';
import { poseOfSeat } from '../../art/pose';
import { useGame } from '../../stores/game';
import type { TokenModel } from './boardModel';
import type { Graphics } from '../useGraphics';

/**
 * A character on its square: a round token in its owner's colour with the character's picture for the phase
 * (face; move, give or act image; uploaded or default) and its letter on a badge; slides in at the reveal.
 */
export function Token({ token, graphics }: { token: TokenModel; graphics: Graphics }) {
  // After Choose a token's id is its seat.
  const pose = useGame((s) =>
    poseOfSeat(s.view?.phase ?? null, s.view?.players.find((p) => p.seat === token.id)?.done ?? false),
  );
  const slides = token.from >= 0 && token.from !== token.square;
  const style = {
    '--dx': squareX(token.from) - squareX(token.square),
    '--dy': squareY(token.square) - squareY(token.from),
  } as CSSProperties;
  const classes = [
    'g-token',
    'g-token-art',
    `g-token-${token.owner}`,
    token.picked ? 'g-token-picked' : '',
    slides ? 'g-token-slide' : '',
  ];
  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      style={slides ? style : undefined}
      data-letter={token.letter}
      aria-hidden="true"
    >
      <CharacterPicture letter={token.letter} pose={pose} graphics={graphics} />
      {/* The letter is drawn by CSS (attr), not text: a square's button is named by its label, and text inside
          it (two letters where a ghost meets a piece) would have to match that label (axe's label-content-name-mismatch). */}
      <span className="g-token-letter" data-letter={token.letter} />
    </span>
  );
}
