import { expect, test } from 'vitest';
import { createSoundPlayer, MUTE_KEY, type SoundDeps } from './soundPlayer';
import { TONES, type AudioContextLike } from './tones';

/** A fake AudioContext that records the notes it was asked to play (their frequencies). */
function fakeAudio() {
  const notes: number[] = [];
  const param = () => ({ setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const ctx = {
    currentTime: 0,
    state: 'running',
    destination: {},
    resume: () => Promise.resolve(),
    createGain: () => ({ gain: param(), connect: (n: unknown) => n }),
    createOscillator: () => {
      const frequency = {
        ...param(),
        setValueAtTime: (hz: number) => {
          notes.push(hz);
        },
      };
      return {
        type: 'sine',
        frequency,
        connect: (n: unknown) => n,
        start: () => undefined,
        stop: () => undefined,
      };
    },
  };
  let made = 0;
  return {
    notes,
    made: () => made,
    createContext: () => {
      made += 1;
      return ctx as unknown as AudioContextLike;
    },
  };
}

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => m.set(k, v) };
}

const deps = (over: Partial<SoundDeps> = {}): SoundDeps => ({
  createContext: () => null,
  storage: memoryStorage(),
  target: new EventTarget(),
  activated: () => false,
  ...over,
});

test('no sound (no AudioContext even) before the first interaction; after a tap, the sound’s notes play', () => {
  const audio = fakeAudio();
  const target = new EventTarget();
  const player = createSoundPlayer(deps({ createContext: audio.createContext, target }));
  expect(player.play('phase-choose')).toBe(false);
  expect(audio.made()).toBe(0);
  target.dispatchEvent(new Event('pointerdown'));
  expect(player.play('phase-choose')).toBe(true);
  expect(audio.notes).toEqual(TONES['phase-choose'].map((t) => t.hz));
  expect(player.play('win')).toBe(true);
  expect(audio.made()).toBe(1);
});

test('a page the user already interacted with plays at once', () => {
  const audio = fakeAudio();
  const player = createSoundPlayer(deps({ createContext: audio.createContext, activated: () => true }));
  expect(player.play('reveal-hit')).toBe(true);
});

test('muted: silent; the switch is remembered by the next page in this browser', () => {
  const audio = fakeAudio();
  const storage = memoryStorage();
  const player = createSoundPlayer(
    deps({ createContext: audio.createContext, storage, activated: () => true }),
  );
  expect(player.getState().muted).toBe(false);
  player.setMuted(true);
  expect(storage.getItem(MUTE_KEY)).toBe('1');
  expect(player.play('lose')).toBe(false);
  expect(audio.notes).toEqual([]);
  const next = createSoundPlayer(
    deps({ createContext: audio.createContext, storage, activated: () => true }),
  );
  expect(next.getState().muted).toBe(true);
  next.setMuted(false);
  expect(createSoundPlayer(deps({ storage })).getState().muted).toBe(false);
  expect(next.play('draw')).toBe(true);
});

test('no audio in this browser, or storage refused: silent, no crash', () => {
  const broken = {
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
  };
  const player = createSoundPlayer(deps({ storage: broken, activated: () => true }));
  expect(player.getState().muted).toBe(false);
  player.setMuted(true);
  expect(player.getState().muted).toBe(true);
  player.setMuted(false);
  expect(player.play('phase-move')).toBe(false);
});

test('every sound is a few notes under a second, distinct from the others', () => {
  const shapes = Object.values(TONES).map((t) => JSON.stringify(t));
  expect(new Set(shapes).size).toBe(shapes.length);
  for (const tones of Object.values(TONES)) {
    expect(tones.length).toBeGreaterThan(0);
    expect(Math.max(...tones.map((t) => t.at + t.dur))).toBeLessThan(1);
  }
});
