import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/init';

/** Milliseconds left until `deadline` (server ms), on the server's clock as corrected by `offset`. */
export function remainingMs(deadline: number | null, offset: number, now = Date.now()): number {
  return deadline !== null && deadline > 0 ? Math.max(0, deadline - (now + offset)) : 0;
}

/** The clock turns urgent in the last 3 s. */
export const URGENT_MS = 3000;

/**
 * Whole seconds shown for `ms` left. The server's clock reaches us a little late (patch interval and
 * latency), so a tenth of a second of tolerance keeps a 9 s phase from starting at "10".
 */
export function secondsShown(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000 - 0.1));
}

/** Re-renders every `ms` while mounted; returns the local time. */
export function useTicker(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id: ReturnType<typeof setInterval> = setInterval(() => {
      setNow(Date.now());
    }, ms);
    return () => {
      clearInterval(id);
    };
  }, [ms]);
  return now;
}

/** The countdown is announced (politely) when this many seconds are left. */
export const ANNOUNCED_SECONDS = [5, 3] as const;

/** The countdown's announcement for `seconds` shown, or null between the announced marks. */
export function countdownAnnouncement(seconds: number): string | null {
  return (ANNOUNCED_SECONDS as readonly number[]).includes(seconds)
    ? i18n.t('gamePanel:clock.secondsLeft', { seconds })
    : null;
}

/** The latest countdown announcement of this deadline (empty until a mark is reached). */
function useCountdownMessage(deadline: number | null, seconds: number | null): string {
  const [said, setSaid] = useState({ deadline, text: '' });
  if (said.deadline !== deadline) setSaid({ deadline, text: '' });
  const text = seconds === null ? null : countdownAnnouncement(seconds);
  if (text !== null && said.deadline === deadline && said.text !== text) setSaid({ deadline, text });
  return said.deadline === deadline ? said.text : '';
}

/**
 * The countdown of the current phase from the server's deadline (corrected by the server's clock): seconds
 * left in tabular numbers and a bar that drains; urgent in the last 3 s. `paused` shows instead of a time.
 * The time left is a timer screen readers can read, 5 s and 3 s left are announced in a polite live region
 * that is always present, and `relaxed` says the game runs on the relaxed clock.
 */
export function PhaseClock({
  deadline,
  offset,
  paused,
  relaxed = false,
}: {
  deadline: number | null;
  offset: number;
  paused: boolean;
  relaxed?: boolean;
}) {
  const { t } = useTranslation('gamePanel');
  const now = useTicker(200);
  const left = remainingMs(deadline, offset, now);
  // The bar's full length: the time left when this deadline was first seen (durations are the server's).
  const [span, setSpan] = useState({ deadline, ms: Math.max(1, left) });
  if (span.deadline !== deadline) setSpan({ deadline, ms: Math.max(1, left) });
  const running = !paused && deadline !== null && deadline > 0;
  const message = useCountdownMessage(running ? deadline : null, running ? secondsShown(left) : null);
  const live = (
    <span className="sr-only" aria-live="polite" aria-atomic="true" data-testid="countdown-live">
      {message}
    </span>
  );
  const badge = relaxed && (
    <span className="g-clock-relaxed" title={t('clock.relaxedTitle')}>
      {t('clock.relaxed')}
    </span>
  );
  if (paused)
    return (
      <div className="g-clock g-clock-paused num">
        {t('clock.paused')}
        {badge}
        {live}
      </div>
    );
  if (!running)
    return (
      <div className="g-clock num">
        {badge}
        {live}
      </div>
    );
  const urgent = left > 0 && left <= URGENT_MS;
  const fraction = Math.min(1, left / span.ms);
  const seconds = secondsShown(left);
  return (
    <div className={`g-clock num${urgent ? ' g-clock-urgent' : ''}`}>
      <span className="g-clock-time" role="timer" aria-label={t('clock.timeLeft', { seconds })}>
        {seconds}
        <small>{t('clock.unit')}</small>
      </span>
      <span className="g-clock-bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${fraction})` }} />
      </span>
      {badge}
      {live}
    </div>
  );
}
