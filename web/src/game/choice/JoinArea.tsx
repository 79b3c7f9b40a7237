import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_JOIN_CODE, MAX_CODE_DIGITS, submitCode, typeCode, type JoinCodeState } from './joinCode';

/** True when the page may read the clipboard (the Paste Code button shows only then). */
export function canReadClipboard(): boolean {
  // Old browsers and insecure pages have no clipboard at all, whatever the DOM types say.
  const clipboard = (navigator as { clipboard?: Partial<Clipboard> }).clipboard;
  return typeof clipboard?.readText === 'function';
}

interface JoinAreaProps {
  /** The join button's text (the fourth play text). */
  readonly joinText: string;
  /** Joins with a valid code; resolves to the server's refusal, or null once in the game. */
  readonly onJoin: (code: string) => Promise<string | null>;
  readonly disabled: boolean;
}

/** "Ask your friend for the code.": the code box (digits only, at most 8), Paste Code and the join button. */
export function JoinArea({ joinText, onJoin, disabled }: JoinAreaProps) {
  const { t } = useTranslation('gameChoice');
  const [box, setBox] = useState<JoinCodeState>(EMPTY_JOIN_CODE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const type = (text: string) => {
    setRefusal(null);
    setBox((b) => typeCode(b, text));
  };
  const paste = () => {
    navigator.clipboard.readText().then(
      (text) => {
        type(text.trim());
      },
      () => {
        setRefusal(t('join.clipboard'));
      },
    );
  };
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    // Nothing is sent while an error is displayed.
    if (refusal !== null || busy) return;
    const next = submitCode(box);
    if ('state' in next) {
      setBox(next.state);
      return;
    }
    setBusy(true);
    void onJoin(next.join).then((message) => {
      setBusy(false);
      setRefusal(message);
    });
  };
  const error = box.error ?? refusal;
  return (
    <form className="card stack g-join-area" onSubmit={submit} noValidate aria-labelledby="join-title">
      <h2 id="join-title">{joinText}</h2>
      <p>{t('join.ask')}</p>
      <label htmlFor="join-code">{t('join.label')}</label>
      <p id="join-hint" className="sr-only">
        {t('join.hint', { max: MAX_CODE_DIGITS })}
      </p>
      <div className="row g-join-row">
        <input
          id="join-code"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={'0'.repeat(6)}
          value={box.code}
          aria-invalid={error !== null}
          aria-describedby="join-hint join-error"
          onChange={(e) => {
            type(e.target.value);
          }}
        />
        {canReadClipboard() && (
          <button type="button" onClick={paste}>
            {t('join.paste')}
          </button>
        )}
        <button type="submit" className="primary" disabled={disabled || busy}>
          {joinText}
        </button>
      </div>
      <p id="join-error" className="error" role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
