import { characterByLetter } from '../../../../engine';
import { useTranslation } from 'react-i18next';
import { LetterBadge } from '../../components/LetterBadge';
import { CardPicture } from '../../art/CardPicture';
import { poseOfSeat } from '../../art/pose';
import type { TokenModel } from './boardModel';
import { RangePicture, span } from './CharacterCards';
import type { GameView } from '../decoding/types';
import { useGraphics } from '../useGraphics';

/**
 * After Choose: a card per character on the board (yours first; both when watching) with its picture for the
 * phase (move image in Move, give image in Give, act image at the reveal), name, letter and ranges, in numbers
 * and drawn by the engine (blue: where it can move; red: where it can hit from there).
 */
export function PlayingCards({ tokens, view }: { tokens: readonly TokenModel[]; view: GameView }) {
  const { t } = useTranslation('gameBoard');
  const graphics = useGraphics();
  const { phase } = view;
  if (phase === 'choose' || tokens.length === 0) return null; // Choose has its own cards
  const shown = [...tokens].sort((a, b) => (a.owner === 'me' ? -1 : b.owner === 'me' ? 1 : 0));
  return (
    <section className="art-play-cards" aria-label={t('cards.inPlay')}>
      {shown.map((token) => {
        const c = characterByLetter(token.letter);
        // After Choose a token's id is its seat.
        const pose = poseOfSeat(phase, view.players.find((p) => p.seat === token.id)?.done ?? false);
        return (
          <article
            key={token.id}
            className={`card art-play-card art-play-card-${token.owner}`}
            data-letter={token.letter}
            data-pose={pose}
            aria-label={t('cards.card', { name: token.name, letter: token.letter })}
          >
            <CardPicture letter={token.letter} pose={pose} graphics={graphics} />
            <span className="art-play-card-text">
              <strong>
                {token.name}
                <LetterBadge letter={token.letter} />
              </strong>
              {c !== undefined && (
                <span className="muted num">
                  {t('cards.ranges', { move: span(c.minMove, c.maxMove), hit: span(c.minHit, c.maxHit) })}
                </span>
              )}
            </span>
            <RangePicture letter={token.letter} />
          </article>
        );
      })}
    </section>
  );
}
