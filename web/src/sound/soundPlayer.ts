import { playTones, TONES, type AudioContextLike, type SoundName } from './tones';

/** The localStorage item remembering the mute switch in this browser ("1": muted). */
export const MUTE_KEY = 'octoduel.sound.muted';

/** What the player needs from the page; every part injectable so tests run without audio. */
export interface SoundDeps {
  /** Makes the AudioContext, called once, at the first sound after the user's first interaction. */
  readonly createContext: () => AudioContextLike | null;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where the first interaction (pointer, key, touch) is listened for. */
  readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Whether the user already interacted with the page (navigator.userActivation.hasBeenActive). */
  readonly activated: () => boolean;
}

export interface SoundState {
  readonly muted: boolean;
  /** A game screen (playing or watching) is open: the header shows the mute switch. */
  readonly shown: boolean;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchend'] as const;

/**
 * The sounds of one page: `play` makes a sound only after the user's first interaction (browsers' autoplay
 * policy: no AudioContext is even made before it) and never while muted; the mute switch is remembered.
 */
export function createSoundPlayer(deps: SoundDeps) {
  const read = (): boolean => {
    try {
      return deps.storage?.getItem(MUTE_KEY) === '1';
    } catch {
      return false;
    }
  };
  let state: SoundState = { muted: read(), shown: false };
  let screens = 0;
  let unlocked = deps.activated();
  let ctx: AudioContextLike | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<SoundState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  const unlock = () => {
    unlocked = true;
    for (const type of INTERACTIONS) deps.target?.removeEventListener(type, unlock, true);
  };
  if (!unlocked) for (const type of INTERACTIONS) deps.target?.addEventListener(type, unlock, true);

  return {
    /** Plays `name`; false when it stayed silent (muted, no interaction yet, or no audio in this browser). */
    play(name: SoundName): boolean {
      if (state.muted || !unlocked) return false;
      try {
        ctx ??= deps.createContext();
        if (ctx === null) return false;
        if (ctx.state === 'suspended') void ctx.resume();
        playTones(ctx, TONES[name]);
        return true;
      } catch {
        return false;
      }
    },
    setMuted(muted: boolean): void {
      try {
        deps.storage?.setItem(MUTE_KEY, muted ? '1' : '0');
      } catch {
        // Storage refused (private mode): the switch still works for this page.
      }
      set({ muted });
    },
    /** A game screen opened; the returned function closes it. */
    screenOpened(): () => void {
      screens += 1;
      set({ shown: true });
      return () => {
        screens -= 1;
        set({ shown: screens > 0 });
      };
    },
    getState: (): SoundState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SoundPlayer = ReturnType<typeof createSoundPlayer>;

/** The page's player: the real AudioContext, localStorage, and the window's first interaction. */
export const soundPlayer: SoundPlayer = createSoundPlayer({
  createContext: () => (typeof AudioContext === 'undefined' ? null : new AudioContext()),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
  target: typeof window === 'undefined' ? null : window,
  activated: () =>
    typeof navigator !== 'undefined' &&
    (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive === true,
});
