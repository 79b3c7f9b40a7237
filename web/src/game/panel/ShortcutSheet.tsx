import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './shortcutSheet.css';

/** One row of the sheet: the keys, and what they do on the game screen (its key under `gamePanel:keys.does`). */
interface Shortcut {
  readonly keys: readonly string[];
  readonly does: 'arrows' | 'enter' | 'back' | 'set' | 'tab' | 'help' | 'escape';
}

/** Every key the game screen answers (Board's arrows and Backspace, GameScreen's S and B, the buttons' Enter/Space). */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['←', '↑', '→', '↓'], does: 'arrows' },
  { keys: ['Enter', 'Space'], does: 'enter' },
  { keys: ['B', 'Backspace'], does: 'back' },
  { keys: ['S'], does: 'set' },
  { keys: ['Tab', 'Shift + Tab'], does: 'tab' },
  { keys: ['?'], does: 'help' },
  { keys: ['Escape'], does: 'escape' },
];

/** Whether a key press belongs to a text field (then "?" is typed, not a shortcut). */
const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/**
 * The keys, listed as Lichess's shortcut sheet does: behind a "?" button beside the game's controls and behind the
 * "?" key anywhere on the game screen. A native modal dialog: Escape or Close shuts it, and focus goes back.
 */
export function ShortcutSheet() {
  const { t } = useTranslation('gamePanel');
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
        aria-label={t('keys.button')}
        aria-haspopup="dialog"
        aria-keyshortcuts="?"
        title={t('keys.title')}
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
          <h2 id="g-keys-title">{t('keys.heading')}</h2>
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
                  <td>{t(`keys.does.${s.does}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="primary" onClick={close}>
            {t('keys.close')}
          </button>
        </dialog>
      )}
    </>
  );
}
