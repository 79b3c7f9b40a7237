import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ARENA_CODE_DIGITS, type ArenaPage } from '../../../contract/arenas';
import { Field, FormError } from '../admin/Field';
import { arenaButtons } from './arenaButtons';
import { useArenaActions } from './useArenaActions';

/** A private arena's code as its routes take it, or null. */
const codeOrNull = (text: string | null): string | null => {
  const digits = text?.replace(/\s/g, '') ?? '';
  return new RegExp(`^[0-9]{${ARENA_CODE_DIGITS}}$`).test(digits) ? digits : null;
};

/** "Withdraw and lose this game by forfeit?": focused when it appears; Keep playing (or Escape) drops it. */
function ForfeitQuestion({ onYes, onNo }: { readonly onYes: () => void; readonly onNo: () => void }) {
  const { t } = useTranslation('arenas');
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    yes.current?.focus();
  }, []);
  return (
    <div
      className="arena-confirm stack"
      role="alertdialog"
      aria-labelledby="arena-forfeit-question"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onNo();
      }}
    >
      <p id="arena-forfeit-question">{t('actions.forfeitQuestion')}</p>
      <div className="row">
        <button ref={yes} type="button" className="danger" onClick={onYes}>
          {t('actions.forfeit')}
        </button>
        <button type="button" onClick={onNo}>
          {t('actions.keepPlaying')}
        </button>
      </div>
    </div>
  );
}

/**
 * The page's buttons (arenaButtons decides which): Sign in, Join (with the code field for a private arena opened
 * without its code, or with a code it refused: /arenas/:id?code=123456 fills it), or Pause / Come back and
 * Withdraw, whose refusal during an arena game turns into the forfeit question. Each act's outcome is said in a
 * status line; when an act changes the buttons, the focus moves to the first new one.
 */
export function ArenaActions({
  page,
  signedIn,
  codeParam,
}: {
  readonly page: ArenaPage;
  readonly signedIn: boolean;
  /** The `code` of the page's address, if any. */
  readonly codeParam: string | null;
}) {
  const { t } = useTranslation('arenas');
  const acts = useArenaActions(page.arena.id);
  const given = codeOrNull(codeParam);
  const [code, setCode] = useState(codeParam ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const buttons = arenaButtons(page, signedIn);
  const shape = buttons.kind === 'joined' ? `joined-${String(buttons.paused)}` : buttons.kind;
  // After an act the buttons change (Join gives Pause and Withdraw...): the focus goes to the first new control,
  // not to the page's start.
  const focusAfter = useRef(acts.acted);
  useEffect(() => {
    if (focusAfter.current === acts.acted) return;
    const el = section.current;
    // Only a focus lost with the control that had it (the player may have moved on meanwhile).
    if (el === null || document.activeElement !== document.body) return;
    focusAfter.current = acts.acted;
    el.querySelector<HTMLElement>('input, button:not([disabled])')?.focus();
  }, [acts.acted, shape]);
  // The question dropped by Keep playing (not by an act in flight): the focus goes back to Withdraw.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current && !acts.askForfeit && acts.busy === null) withdrawButton.current?.focus();
    asked.current = acts.askForfeit;
  }, [acts.askForfeit, acts.busy]);
  if (buttons.kind === 'none') return null;
  let body: ReactNode;
  if (buttons.kind === 'signIn')
    body = (
      <p>
        <Trans t={t} i18nKey="actions.signIn" components={{ signin: <Link to="/signin" /> }} />
      </p>
    );
  else if (buttons.kind === 'join') {
    const askCode = buttons.needsCode && (given === null || acts.codeWrong);
    const join = (e: SyntheticEvent) => {
      e.preventDefault();
      if (!buttons.needsCode) {
        acts.run('join');
        return;
      }
      const typed = askCode ? codeOrNull(code) : given;
      if (typed === null) {
        setCodeError(t('actions.codeInvalid', { digits: ARENA_CODE_DIGITS }));
        return;
      }
      setCodeError(null);
      acts.run('join', typed);
    };
    body = (
      <form onSubmit={join} noValidate className="stack">
        {askCode && (
          <Field
            label={t('actions.code')}
            value={code}
            onChange={setCode}
            hint={t('actions.codeHint', { digits: ARENA_CODE_DIGITS })}
            error={codeError}
            inputMode="numeric"
            autoComplete="off"
            maxLength={ARENA_CODE_DIGITS + 2}
          />
        )}
        <button type="submit" className="primary arena-join" disabled={acts.busy !== null}>
          {askCode ? t('actions.joinPrivate') : t('actions.join')}
        </button>
      </form>
    );
  } else
    body = (
      <>
        <div className="row">
          {buttons.paused ? (
            <button
              type="button"
              className="primary"
              disabled={acts.busy !== null}
              onClick={() => {
                acts.run('resume');
              }}
            >
              {t('actions.resume')}
            </button>
          ) : (
            <button
              type="button"
              aria-describedby="arena-pause-about"
              disabled={acts.busy !== null}
              onClick={() => {
                acts.run('pause');
              }}
            >
              {t('actions.pause')}
            </button>
          )}
          <button
            ref={withdrawButton}
            type="button"
            aria-describedby="arena-withdraw-about"
            disabled={acts.busy !== null || acts.askForfeit}
            onClick={() => {
              acts.run('withdraw');
            }}
          >
            {t('actions.withdraw')}
          </button>
        </div>
        <p className="muted hint">
          {!buttons.paused && <span id="arena-pause-about">{t('actions.pauseAbout')} </span>}
          <span id="arena-withdraw-about">{t('actions.withdrawAbout')}</span>
        </p>
        {acts.askForfeit && (
          <ForfeitQuestion
            onYes={() => {
              acts.run('forfeit');
            }}
            onNo={acts.keepPlaying}
          />
        )}
      </>
    );
  return (
    <section ref={section} className="card stack arena-actions" aria-label={t('actions.label')}>
      {body}
      <FormError error={acts.failure} />
      <p role="status" className="arena-done">
        {acts.done}
      </p>
    </section>
  );
}
