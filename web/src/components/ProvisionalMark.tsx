import { useId, useState } from 'react';

/** What the "?" after a rating means, wherever it shows. */
export const PROVISIONAL_TEXT =
  '? provisional: this rating is still settling; it firms up after more rated games against people.';

/**
 * The "?" after a provisional rating, as a button that shows (and hides) what it means: a tap, a click or the
 * keyboard opens it, so it works on touch screens too (no hover needed).
 */
export function ProvisionalMark() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className="provisional-mark"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label="Provisional rating: what the question mark means"
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        ?
      </button>
      {open && (
        <span id={id} className="provisional-note" role="note">
          {PROVISIONAL_TEXT}
        </span>
      )}
    </>
  );
}
