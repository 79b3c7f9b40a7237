import { useSyncExternalStore } from 'react';
import { soundPlayer, type SoundPlayer } from './soundPlayer';
import './sound.css';

/**
 * The mute switch (a switch named "Sound", on or off), shown while a game screen is open, playing or watching;
 * remembered in this browser. A button, so Enter and Space toggle it; 44 px square for a thumb.
 */
export function SoundSwitch({ player = soundPlayer }: { player?: SoundPlayer }) {
  const { muted, shown } = useSyncExternalStore(player.subscribe, player.getState);
  if (!shown) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!muted}
      aria-label="Sound"
      title={muted ? 'Sound off' : 'Sound on'}
      className={`sound-switch${muted ? ' sound-switch-off' : ''}`}
      onClick={() => {
        player.setMuted(!muted);
      }}
    >
      <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
    </button>
  );
}
