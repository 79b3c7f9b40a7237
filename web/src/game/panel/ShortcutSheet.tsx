import { useEffect, useRef, useState } from 'react';
import './shortcutSheet.css';

/** One row of the sheet: the keys, and what they do on the game screen. */
interface Shortcut {
  readonly keys: readonly string[];
  readonly does: string;
}

/** Every key the game screen answers (Board's arrows and Backspace, GameScreen's S and B, the buttons' Enter/Space). */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['←', '↑', '→', '↓'], does: 'Move between squares; while you pick, to the squares you can pick.' },
  { keys: ['Enter', 'Space'], does: 'Pick the square in focus, or press the button in focus.' },
  { keys: ['B', 'Backspace'], does: 'Back: undo your last pick (Choose, Place, and planning your turn).' },
  { keys: ['S'], does: 'Set: confirm your move and hit for this turn.' },
  { keys: ['Tab', 'Shift + Tab'], does: 'Go to the next or previous button or link.' },
  { keys: ['?'], does: 'Show this list.' },
  { keys: ['Escape'], does: 'Close this list, or the result (its buttons stay on the page).' },
];

/** Whether a key press belongs to a text field (then "?" is typed, not a shortcut). */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/**
 * The keys, listed as Lichess's shortcut sheet does: behind a "?" button beside the game's controls and behind the
 * "?" key anywhere on the game screen. A native modal dialog: Escape or Close shuts it, and focus goes back.
 */
export function ShortcutSheet() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      // Another dialog (the result) keeps the keyboard.
      if (document.querySelector('dialog[open]') !== null) return;
      e.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  useEffect(() => {
    const el = dialog.current;
    if (!open || el === null || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, [open]);
  const close = () => {
    const el = dialog.current;
    if (typeof el?.close === 'function') el.close();
    else el?.removeAttribute('open');
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="g-keys-button"
        aria-label="Keyboard shortcuts"
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        title="Keyboard shortcuts (?)"
        onClick={() => {
          setOpen(true);
        }}
      >
        ?
      </button>
      {open && (
        <dialog
          ref={dialog}
          className="g-modal g-keys-sheet"
          aria-labelledby="g-keys-title"
          onCancel={(e) => {
            e.preventDefault();
            close();
          }}
        >
          <h2 id="g-keys-title">Keyboard shortcuts</h2>
          <table>
            <tbody>
              {SHORTCUTS.map((s) => (
                <tr key={s.does}>
                  <th scope="row">
                    {s.keys.map((k, i) => (
                      <span key={k}>
                        {i > 0 && ' '}
                        <kbd>{k}</kbd>
                      </span>
                    ))}
                  </th>
                  <td>{s.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="primary" onClick={close}>
            Close
          </button>
        </dialog>
      )}
    </>
  );
}
