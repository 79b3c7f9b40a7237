import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/init';
import { RELAXED_FACTOR, type Clock } from '../../../../engine';
import { Switch } from '../../components/Switch';
import { phaseTimes } from '../panel/clockWords';
import { NEWCOMER_GAMES } from './newcomer';

const STORAGE_KEY = 'octoduel.clock';

/** The clock this browser chose for games against the AI and private games; null when never chosen. */
function storedClock(): Clock | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'relaxed' || stored === 'standard' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The chosen clock, remembered per browser. Until the player chooses, a newcomer (`newcomer`, from
 * useNewcomer) gets the relaxed clock and everyone else the spec's; the third value says the newcomer rule
 * picked it. The room still decides: it runs a relaxed game only in the modes that allow one.
 */
export function useClockChoice(newcomer = false): [Clock, (clock: Clock) => void, boolean] {
  const [chosen, setChosen] = useState<Clock | null>(storedClock);
  const choose = (next: Clock) => {
    setChosen(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  const byDefault = chosen === null && newcomer;
  return [chosen ?? (newcomer ? 'relaxed' : 'standard'), choose, byDefault];
}

/** How the relaxed clock is described wherever it shows (home, lobby, play screen). */
export function relaxedText(): string {
  return i18n.t('gameChoice:clock.relaxedLine', { factor: RELAXED_FACTOR });
}

/** The game choice's switch for the relaxed clock (games against the AI and private games only). */
export function ClockChoice({
  clock,
  onChange,
  newcomerDefault = false,
}: {
  clock: Clock;
  onChange: (clock: Clock) => void;
  /** The newcomer rule turned it on (the player has not chosen yet): say so. */
  newcomerDefault?: boolean;
}) {
  const { t } = useTranslation('gameChoice');
  return (
    <div className="card g-clock-choice">
      <Switch
        checked={clock === 'relaxed'}
        onChange={(on) => {
          onChange(on ? 'relaxed' : 'standard');
        }}
      >
        {t('clock.relaxed')}
      </Switch>
      <p className="muted">{t('clock.about', { factor: RELAXED_FACTOR, times: phaseTimes('relaxed') })}</p>
      {newcomerDefault && (
        <p className="muted" data-testid="newcomer-clock">
          {t('clock.newcomer', { games: NEWCOMER_GAMES })}
        </p>
      )}
    </div>
  );
}
