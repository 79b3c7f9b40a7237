import { useEffect, useRef } from 'react';
import type { GameView } from '../game/decoding/types';
import { cueOf } from './gameCue';
import { soundPlayer, type SoundPlayer } from './soundPlayer';

/**
 * The game screen's sounds: a sound at each new moment (a phase, a reveal, the end), never for the moment
 * already on show when the screen opens (a reload or a watcher joining stays quiet). While the screen is
 * open the header shows the mute switch.
 */
export function useGameSounds(
  view: GameView,
  sessionId: string | null,
  player: Pick<SoundPlayer, 'play' | 'screenOpened'> = soundPlayer,
): void {
  const cue = cueOf(view, sessionId);
  const last = useRef<string | null>(null);
  useEffect(() => player.screenOpened(), [player]);
  useEffect(() => {
    const first = last.current === null;
    if (cue.key === last.current) return;
    last.current = cue.key;
    if (!first && cue.sound !== null) player.play(cue.sound);
  }, [cue.key, cue.sound, player]);
}
