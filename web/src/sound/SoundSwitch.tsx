import { useSyncExternalStore } from 'react';
import { soundPlayer, type SoundPlayer } from './soundPlayer';
import './sound.css';

/** A speaker with sound waves, or struck through when muted (drawn, so it needs no emoji font). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="sound-icon">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? (
        <path
          d="M16 9l6 6M22 9l-6 6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      ) : (
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      )}
    </svg>
  );
}

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
      <SpeakerIcon muted={muted} />
    </button>
  );
}
