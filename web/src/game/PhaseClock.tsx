import { useEffect, useState } from 'react';

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

/**
 * The countdown of the current phase from the server's deadline (corrected by the server's clock): seconds
 * left in tabular numbers and a bar that drains; urgent in the last 3 s. `paused` shows instead of a time.
 */
export function PhaseClock({
  deadline,
  offset,
  paused,
}: {
  deadline: number | null;
  offset: number;
  paused: boolean;
}) {
  const now = useTicker(200);
  const left = remainingMs(deadline, offset, now);
  // The bar's full length: the time left when this deadline was first seen (durations are the server's).
  const [span, setSpan] = useState({ deadline, ms: Math.max(1, left) });
  if (span.deadline !== deadline) setSpan({ deadline, ms: Math.max(1, left) });
  if (paused) return <div className="g-clock g-clock-paused num">Paused</div>;
  if (deadline === null || deadline <= 0) return <div className="g-clock num" aria-hidden="true" />;
  const urgent = left > 0 && left <= URGENT_MS;
  const fraction = Math.min(1, left / span.ms);
  return (
    <div className={`g-clock num${urgent ? ' g-clock-urgent' : ''}`}>
      <span className="g-clock-time" aria-label={`${secondsShown(left)} seconds left`}>
        {secondsShown(left)}
        <small> s</small>
      </span>
      <span className="g-clock-bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${fraction})` }} />
      </span>
    </div>
  );
}
