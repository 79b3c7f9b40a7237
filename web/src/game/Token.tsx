import type { CSSProperties } from 'react';
import { characterIndex, squareX, squareY } from '../../../engine';
import type { TokenModel } from './boardModel';
import type { Graphics } from './useGraphics';

/** A character on its square: a round token with its letter (or the uploaded face); slides in at the reveal. */
export function Token({ token, graphics }: { token: TokenModel; graphics: Graphics }) {
  const face = graphics.charface[characterIndex(token.letter)] ?? null;
  const slides = token.from >= 0 && token.from !== token.square;
  const style = {
    '--dx': squareX(token.from) - squareX(token.square),
    '--dy': squareY(token.square) - squareY(token.from),
  } as CSSProperties;
  const classes = [
    'g-token',
    `g-token-${token.owner}`,
    token.picked ? 'g-token-picked' : '',
    slides ? 'g-token-slide' : '',
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} style={slides ? style : undefined} aria-hidden="true">
      {face === null ? (
        <span className="g-token-letter">{token.letter}</span>
      ) : (
        <img className="g-token-face" src={face} alt="" style={{ opacity: graphics.faceOpacity }} />
      )}
    </span>
  );
}
