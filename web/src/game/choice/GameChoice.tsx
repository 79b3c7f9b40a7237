import { useEffect, useId, useState } from 'react';
import { DEFAULT_PLAY_TEXTS } from '../../../../contract/texts';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PLAYER_LEVELS, type PlayerLevel } from '../../../../engine';
import { PLAY_TEXTS_SETTING } from '../../../../contract/routes';
import { call } from '../../net/call';
import { ClockChoice, useClockChoice } from './ClockChoice';
import { phaseTimes } from '../panel/clockWords';
import { useNewcomer } from './newcomer';
import { holdsLiveSeat, inRoom, joinByCode, startGame } from '../net/connection';
import { confirmLeavingLiveGame } from '../panel/leaveLiveGame';
import { useGame } from '../../stores/game';
import { GuideOffer } from '../../guide/GuideOffer';
import { setGuideActive } from '../../guide/guide';
import { JoinArea } from './JoinArea';
import { rememberLevel, useLevelChoice } from './levelChoice';
import { levelAbout, levelLabel } from '../../components/aiLevel';
import type { StartKind } from '../decoding/types';
import { loadGraphicsOnce } from '../useGraphics';
import { isMatchmadeMode, isWatchedMode } from './modeFacts';

/** The four play texts when the settings cannot be read. */

const LEVELS = Object.keys(PLAYER_LEVELS) as PlayerLevel[];

/** Where each kind of game goes once its room is open (the AI game passes through the lobby, as the spec's flow). */
export const NEXT_ROUTE: Record<StartKind['type'], string> = {
  others: '/lobbyothers',
  h1a1: '/lobby',
  h2a0: '/lobby',
  h0a2: '/h0a2',
};

/** The play texts from the settings (defaults until they arrive or when they fail). */
function usePlayTexts(): readonly string[] {
  const [texts, setTexts] = useState<readonly string[]>(DEFAULT_PLAY_TEXTS);
  useEffect(() => {
    let alive = true;
    call(PLAY_TEXTS_SETTING).then(
      // Read as possibly partial (an older server's answer).
      ({ names }: { readonly names?: unknown }) => {
        if (!alive || !Array.isArray(names)) return;
        setTexts(
          DEFAULT_PLAY_TEXTS.map((d, i) => (typeof names[i] === 'string' && names[i] !== '' ? names[i] : d)),
        );
      },
      (err: unknown) => {
        console.warn('play texts', err);
      },
    );
    return () => {
      alive = false;
    };
  }, []);
  return texts;
}

/** The play background from the graphics settings, or null (the default look). */
function usePlayBackground(): string | null {
  const [bg, setBg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void loadGraphicsOnce().then((g) => {
      if (alive) setBg(g.playbg);
    });
    return () => {
      alive = false;
    };
  }, []);
  return bg;
}

/** A game this tab is still in (the header's Play link leads here too): the way back to it. */
function GameInProgress() {
  const { t } = useTranslation('gameChoice');
  const view = useGame((s) => s.view);
  const status = useGame((s) => s.status);
  // A live game's way back is the bar on every page (LiveGameBar); this line is for a lobby or AI versus AI.
  if (!inRoom() || status === 'closed' || view === null || view.phase === 'over' || holdsLiveSeat())
    return null;
  const to = isWatchedMode(view.mode)
    ? '/h0a2'
    : view.phase !== 'waiting'
      ? '/play'
      : isMatchmadeMode(view.mode)
        ? '/lobbyothers'
        : '/lobby';
  return (
    <p className="card" role="status">
      <Trans t={t} i18nKey="inProgress" components={{ back: <Link to={to} /> }} />
    </p>
  );
}

/** The game choice: others, the AI (with its level), a private game, joining by code, watching AIs. */
export function GameChoice() {
  const { t } = useTranslation('gameChoice');
  const navigate = useNavigate();
  const texts = usePlayTexts();
  const background = usePlayBackground();
  const [level, setLevel] = useLevelChoice();
  const [clock, setClock, newcomerClock] = useClockChoice(useNewcomer());
  const aboutId = useId();
  const [busy, setBusy] = useState<StartKind['type'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = (kind: StartKind) => {
    // Another game leaves the live one: the player's own Leave, so it asks as Leave does.
    if (!confirmLeavingLiveGame()) return;
    setBusy(kind.type);
    setFailure(null);
    void startGame(kind).then((ok) => {
      if (ok) void navigate(NEXT_ROUTE[kind.type]);
      else {
        setBusy(null);
        setFailure(useGame.getState().failure);
      }
    });
  };
  const join = async (code: string): Promise<string | null> => {
    if (!confirmLeavingLiveGame()) return null;
    if (await joinByCode(code)) {
      const phase = useGame.getState().view?.phase;
      void navigate(phase === undefined || phase === 'waiting' ? '/lobby' : '/play');
      return null;
    }
    return useGame.getState().failure;
  };
  return (
    <div
      className="g-home"
      style={background === null ? undefined : { backgroundImage: `url("${background}")` }}
    >
      <div className="page g-home-page">
        <h1 className="sr-only">{t('heading')}</h1>
        <GameInProgress />
        <GuideOffer
          disabled={busy !== null}
          onStart={() => {
            // The guided first game always runs on the relaxed clock (RULES.md "Relaxed clock"); the room
            // computes its deadlines from this option.
            setGuideActive(true);
            start({ type: 'h1a1', level: 'easy', clock: 'relaxed' });
          }}
        />
        <div className="g-choices">
          <section className="card stack g-choice" aria-labelledby="choice-others">
            <h2 id="choice-others">{texts[0]}</h2>
            <p className="muted">{t('others')}</p>
            <p className="muted" data-testid="seek-clock">
              {t('standardClock', { times: phaseTimes('standard') })}
            </p>
            <button
              type="button"
              className="primary"
              disabled={busy !== null}
              onClick={() => {
                start({ type: 'others' });
              }}
            >
              {texts[0]}
            </button>
          </section>
          <section className="card stack g-choice" aria-labelledby="choice-ai">
            <h2 id="choice-ai">{texts[1]}</h2>
            <fieldset className="g-levels">
              <legend>{t('aiLevel')}</legend>
              {LEVELS.map((l) => (
                <label key={l} className="g-level">
                  <input
                    type="radio"
                    name="level"
                    value={l}
                    checked={level === l}
                    aria-describedby={aboutId}
                    onChange={() => {
                      setLevel(l);
                    }}
                  />
                  {levelLabel(l)}
                </label>
              ))}
            </fieldset>
            <p id={aboutId} className="muted">
              {levelAbout(level)}
            </p>
            <button
              type="button"
              className="primary"
              disabled={busy !== null}
              onClick={() => {
                rememberLevel(level);
                start({ type: 'h1a1', level, clock });
              }}
            >
              {texts[1]}
            </button>
          </section>
          <section className="card stack g-choice" aria-labelledby="choice-create">
            <h2 id="choice-create">{texts[2]}</h2>
            <p className="muted">{t('create')}</p>
            <button
              type="button"
              className="primary"
              disabled={busy !== null}
              onClick={() => {
                start({ type: 'h2a0', clock });
              }}
            >
              {texts[2]}
            </button>
          </section>
        </div>
        <ClockChoice clock={clock} onChange={setClock} newcomerDefault={newcomerClock} />
        <p className="error" role="alert">
          {failure ?? ''}
        </p>
        <JoinArea joinText={texts[3] ?? DEFAULT_PLAY_TEXTS[3]} onJoin={join} disabled={busy !== null} />
        <p className="g-watch-link">
          <Link to="/h0a2">{t('watchAis')}</Link>
          {t('separator')}
          <Link to="/rules">{t('rules')}</Link>
          {t('separator')}
          <Link to="/puzzles">{t('puzzles')}</Link>
        </p>
      </div>
    </div>
  );
}
