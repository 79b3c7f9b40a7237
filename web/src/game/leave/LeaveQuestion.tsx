import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from './useLeaveGuard';
import './leaveQuestion.css';

/**
 * On the game's page: when Back or a link would leave a live game, a small modal question, Stay (focused, and
 * Escape) or Go. Asked once per game: after Go the next navigation leaves at once.
 */
export function LeaveQuestion() {
  const { blocker, go } = useLeaveGuard();
  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveDialog
      onStay={() => {
        blocker.reset();
      }}
      onGo={go}
    />
  );
}

/** The native modal dialog itself: it keeps focus inside while open. */
function LeaveDialog({ onStay, onGo }: { onStay: () => void; onGo: () => void }) {
  const { t } = useTranslation('game');
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el === null || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
    stay.current?.focus();
  }, []);
  // Closed before it goes, so the browser gives focus back to where it was (a removed dialog leaves it on the body).
  const closeThen = (next: () => void) => () => {
    const el = dialog.current;
    if (typeof el?.close === 'function' && el.open) el.close();
    next();
  };
  return (
    <dialog
      ref={dialog}
      className="g-modal g-leave-question"
      aria-labelledby="g-leave-title"
      aria-describedby="g-leave-text"
      onCancel={(e) => {
        // Escape is Stay (React keeps the element: it goes once the blocker is reset).
        e.preventDefault();
        closeThen(onStay)();
      }}
    >
      <h2 id="g-leave-title">{t('leave.title')}</h2>
      <p id="g-leave-text">{t('leave.text')}</p>
      <div className="row g-leave-buttons">
        <button ref={stay} type="button" className="primary" onClick={closeThen(onStay)}>
          {t('leave.stay')}
        </button>
        <button type="button" onClick={closeThen(onGo)}>
          {t('leave.go')}
        </button>
      </div>
    </dialog>
  );
}
