import { useTicker } from '../game/panel/PhaseClock';
import { countdownText, msUntil } from './countdown';

/**
 * The time left until `at` (the server's epoch ms), ticking every second; `offset` is the server's clock minus
 * ours (0 where the answer carried no clock). A `timer` is not read aloud at each tick: the words around it say
 * what it counts down to.
 */
export function Countdown({ at, offset }: { readonly at: number; readonly offset: number }) {
  const now = useTicker(1000);
  return (
    <span role="timer" className="num arena-time">
      {countdownText(msUntil(at, now, offset))}
    </span>
  );
}
