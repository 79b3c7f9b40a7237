import { characterByLetter } from '../../../../engine';
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
  const graphics = useGraphics();
  const { phase } = view;
  if (phase === 'choose' || tokens.length === 0) return null; // Choose has its own cards
  const shown = [...tokens].sort((a, b) => (a.owner === 'me' ? -1 : b.owner === 'me' ? 1 : 0));
  return (
    <section className="art-play-cards" aria-label="Characters in play">
      {shown.map((t) => {
        const c = characterByLetter(t.letter);
        // After Choose a token's id is its seat.
        const pose = poseOfSeat(phase, view.players.find((p) => p.seat === t.id)?.done ?? false);
        return (
          <article
            key={t.id}
            className={`card art-play-card art-play-card-${t.owner}`}
            data-letter={t.letter}
            data-pose={pose}
            aria-label={`${t.name} (${t.letter})`}
          >
            <CardPicture letter={t.letter} pose={pose} graphics={graphics} />
            <span className="art-play-card-text">
              <strong>
                {t.name}
                <LetterBadge letter={t.letter} />
              </strong>
              {c !== undefined && (
                <span className="muted num">
                  Move {span(c.minMove, c.maxMove)} · Hit {span(c.minHit, c.maxHit)}
                </span>
              )}
            </span>
            <RangePicture letter={t.letter} />
          </article>
        );
      })}
    </section>
  );
}
