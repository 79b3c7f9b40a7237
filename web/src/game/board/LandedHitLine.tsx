import { squareName, type RevealStory, type Seat } from '../../../../engine';
import { i18n } from '../../i18n/init';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Where each landed hit struck, in words beside the board's marker: "Hit! Your hit landed on f8" (both, in a
 * draw: one sentence each); null when no hit landed.
 */
export function landedWords(story: RevealStory, hitLabel: (seat: Seat) => string): string | null {
  const landed = story.hits.filter((h) => h.landed);
  if (landed.length === 0) return null;
  return landed
    .map((h) =>
      i18n.t('gameBoard:reveal.landedLine', {
        label: capitalised(hitLabel(h.seat)),
        square: squareName(h.square),
      }),
    )
    .join(' ');
}

/** The landed hit's line under the board, in the hit's red; nothing when no hit landed. */
export function LandedHitLine({ story, hitLabel }: { story: RevealStory; hitLabel: (seat: Seat) => string }) {
  const words = landedWords(story, hitLabel);
  return (
    words !== null && (
      <p className="g-landed-line" data-testid="landed-line">
        {words}
      </p>
    )
  );
}
