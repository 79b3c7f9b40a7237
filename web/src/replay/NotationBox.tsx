import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredGame } from '../../../engine';

/** How long "Copied" shows after a copy. */
export const COPIED_MS = 2000;

/** The file name of a downloaded game: octoduel-<gameId>.json. */
export const downloadName = (gameId: string) => `octoduel-${gameId}.json`;

/** Offers the stored game as a JSON file (exactly GET /api/games/:gameId's answer). */
function download(game: StoredGame): void {
  const blob = new Blob([JSON.stringify(game, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = downloadName(game.gameId);
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** The game's notation in a <pre>, with Copy (selects the text when the clipboard refuses) and Download JSON. */
export function NotationBox({ notation, game }: { notation: string; game: StoredGame }) {
  const { t } = useTranslation('replay');
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const [selectHint, setSelectHint] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  const selectText = () => {
    const el = pre.current;
    const sel = window.getSelection();
    if (el === null || sel === null) return;
    const range = document.createRange();
    range.selectNodeContents(el);
    sel.removeAllRanges();
    sel.addRange(range);
    setSelectHint(true);
  };
  const copy = () => {
    let write: Promise<void>;
    try {
      // Absent outside a secure context, whatever the types say.
      write = navigator.clipboard.writeText(notation);
    } catch (err) {
      write = Promise.reject(err instanceof Error ? err : new Error('no clipboard'));
    }
    write.then(() => {
      setSelectHint(false);
      setCopied(true);
    }, selectText);
  };

  return (
    <section className="card stack replay-notation" aria-labelledby="notation-title">
      <h2 id="notation-title">{t('notation.heading')}</h2>
      <pre ref={pre} tabIndex={0} aria-label={t('notation.label')}>
        {notation}
      </pre>
      <div className="row">
        <button type="button" onClick={copy}>
          {copied ? t('notation.copied') : t('notation.copy')}
        </button>
        <button
          type="button"
          onClick={() => {
            download(game);
          }}
        >
          {t('notation.download')}
        </button>
      </div>
      <p className="muted" role="status">
        {copied ? t('notation.copiedStatus') : selectHint ? t('notation.selected') : ''}
      </p>
    </section>
  );
}
