import { useState } from 'react';
import { RELAXED_FACTOR, type Clock } from '../../../engine';
import { Switch } from '../components/Switch';

const STORAGE_KEY = 'octoduel.clock';

/** The clock this browser last chose for games against the AI and private games (the spec's by default). */
function storedClock(): Clock {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'relaxed' ? 'relaxed' : 'standard';
  } catch {
    return 'standard';
  }
}

/** The chosen clock, remembered per browser. */
export function useClockChoice(): [Clock, (clock: Clock) => void] {
  const [clock, setClock] = useState<Clock>(storedClock);
  const choose = (next: Clock) => {
    setClock(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  return [clock, choose];
}

/** How the clock is described wherever it shows (home, lobby, play screen). */
export const RELAXED_TEXT = `Relaxed clock: every phase lasts ${RELAXED_FACTOR} times longer`;

/** The game choice's switch for the relaxed clock (games against the AI and private games only). */
export function ClockChoice({ clock, onChange }: { clock: Clock; onChange: (clock: Clock) => void }) {
  return (
    <div className="card g-clock-choice">
      <Switch
        checked={clock === 'relaxed'}
        onChange={(on) => {
          onChange(on ? 'relaxed' : 'standard');
        }}
      >
        Relaxed clock
      </Switch>
      <p className="muted">
        Every phase lasts {RELAXED_FACTOR} times longer in games against the AI and private games. Games with
        others always use the standard clock. Remembered in this browser.
      </p>
    </div>
  );
}
