import { useTicker } from '../game/panel/PhaseClock';
import { countdownText, msUntil } from './countdown';

/**
 * The time left until `at` (the server's epoch ms), ticking every second; `offset` is the server's clock minus
 * ours (0 where the answer carried no clock). A `timer` is not read aloud at each tick: the words around it say
 * what it counts down to.
 */
export function Countdown({
  at,
  offset,
  done,
}: {
  readonly at: number;
  readonly offset: number;
  /** What it says once the time is up (until the next answer moves the arena on), instead of 0:00. */
  readonly done?: string;
}) {
  const now = useTicker(1000);
  const left = msUntil(at, now, offset);
  return (
    <span role="timer" className="num arena-time">
      {left === 0 && done !== undefined ? done : countdownText(left)}
    </span>
  );
}
