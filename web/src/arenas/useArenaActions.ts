import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOIN_ARENA, PAUSE_ARENA, RESUME_ARENA, WITHDRAW_ARENA } from '../../../contract/routes';
import { call } from '../net/call';
import { failureText, refusedWith } from './failureText';
import { arenaPageKey } from './useArenaPage';

/** What a player does on an arena's page; `forfeit` is Withdraw confirmed during an arena game. */
export type ArenaAct = 'join' | 'pause' | 'resume' | 'withdraw' | 'forfeit';

/** The call each act makes. */
function callFor(id: string, act: ArenaAct, code: string | undefined): Promise<unknown> {
  const params = { id };
  switch (act) {
    case 'join':
      return call(JOIN_ARENA, { params, body: code === undefined ? {} : { code } });
    case 'pause':
      return call(PAUSE_ARENA, { params });
    case 'resume':
      return call(RESUME_ARENA, { params });
    case 'withdraw':
      return call(WITHDRAW_ARENA, { params, body: {} });
    case 'forfeit':
      return call(WITHDRAW_ARENA, { params, body: { forfeit: true } });
  }
}

/** The page's line after each act succeeded. */
const DONE = {
  join: 'actions.joined',
  pause: 'actions.paused',
  resume: 'actions.resumed',
  withdraw: 'actions.withdrawn',
  forfeit: 'actions.withdrawn',
} as const;

/**
 * The arena page's acts: each one call, then the page asked again at once. Withdraw refused with `arena/in-game`
 * (an arena game is being played) asks "Withdraw and lose this game by forfeit?" instead of failing; `forfeit`
 * confirms it, `keepPlaying` drops the question.
 */
export function useArenaActions(id: string) {
  const { t } = useTranslation('arenas');
  const queries = useQueryClient();
  const [busy, setBusy] = useState<ArenaAct | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeWrong, setCodeWrong] = useState(false);
  const [askForfeit, setAskForfeit] = useState(false);
  const [acted, setActed] = useState(0);
  const run = (act: ArenaAct, code?: string) => {
    setBusy(act);
    setFailure(null);
    setDone(null);
    setAskForfeit(false);
    setCodeWrong(false);
    callFor(id, act, code).then(
      () => {
        setBusy(null);
        setDone(t(DONE[act]));
        setActed((n) => n + 1);
        void queries.invalidateQueries({ queryKey: arenaPageKey(id) });
      },
      (err: unknown) => {
        setBusy(null);
        if (act === 'withdraw' && refusedWith(err, 'arena/in-game')) {
          setAskForfeit(true);
          return;
        }
        setFailure(failureText(err));
        setCodeWrong(refusedWith(err, 'arena/code-wrong'));
      },
    );
  };
  return {
    busy,
    /** The latest act's success line. */
    done,
    /** The latest act's refusal. */
    failure,
    /** The latest Join was refused for its code (the code field shows again). */
    codeWrong,
    /** Withdrawing during an arena game waits for the player's yes. */
    askForfeit,
    /** How many acts succeeded (the buttons change: focus moves to the new first one). */
    acted,
    run,
    keepPlaying: () => {
      setAskForfeit(false);
    },
  };
}
