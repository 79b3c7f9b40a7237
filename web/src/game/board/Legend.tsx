import { PHASE_LABELS, SPEC_PHASE_NAMES } from '../../../../engine';

/** What the colours on the board and the pictures on the cards mean (game.css draws the same colours). */
export function Legend({ open = false, rulesLink = true }: { open?: boolean; rulesLink?: boolean }) {
  return (
    <details className="g-legend" open={open}>
      <summary>What the colours mean</summary>
      <ul>
        <li>
          <span className="g-swatch g-swatch-move" aria-hidden="true" /> Blue square: you can move there
        </li>
        <li>
          <span className="g-swatch g-swatch-hit" aria-hidden="true" /> Red square: you can hit there
        </li>
        <li>
          <span className="g-swatch g-swatch-me" aria-hidden="true" /> Amber: you
        </li>
        <li>
          <span className="g-swatch g-swatch-foe" aria-hidden="true" /> Violet: your opponent
        </li>
        <li>
          Card pictures: the dot is the character; blue where it can move, red where it can hit from the
          square it moves to, half and half where both.
        </li>
      </ul>
      <p>
        <strong>{PHASE_LABELS.hit}</strong> is when you plan your hit; <strong>{PHASE_LABELS.reveal}</strong>{' '}
        shows both plans at once.{' '}
        <small className="muted">
          (The original game calls them {SPEC_PHASE_NAMES.hit} and {SPEC_PHASE_NAMES.reveal}.)
        </small>{' '}
        {rulesLink && (
          <a href="/rules" target="_blank" rel="noreferrer">
            How to play (opens a new tab)
          </a>
        )}
      </p>
    </details>
  );
}
