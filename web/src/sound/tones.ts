/**
 * The game's sounds, made with the Web Audio API (no audio files): each is a few short notes. A phase that
 * asks something of the player gets a soft cue; the reveal says what happened (a miss falls, a landed hit
 * thuds); the end of a game rises for a win, falls for a loss, repeats for a draw.
 */
export type SoundName =
  | 'phase-choose'
  | 'phase-place'
  | 'phase-move'
  | 'phase-hit'
  | 'reveal-miss'
  | 'reveal-hit'
  | 'win'
  | 'lose'
  | 'draw';

/** One note: a frequency (gliding to `to` if given), when it starts and how long it lasts (s), its loudness. */
export interface Tone {
  readonly hz: number;
  readonly to?: number;
  readonly at: number;
  readonly dur: number;
  readonly wave: OscillatorType;
  readonly gain: number;
}

const note = (hz: number, at: number, dur: number, wave: OscillatorType = 'triangle', gain = 0.18): Tone => ({
  hz,
  at,
  dur,
  wave,
  gain,
});

export const TONES: { readonly [N in SoundName]: readonly Tone[] } = {
  'phase-choose': [note(523, 0, 0.12), note(659, 0.1, 0.16)],
  'phase-place': [note(784, 0, 0.14, 'sine', 0.2)],
  'phase-move': [note(587, 0, 0.09, 'sine', 0.16), note(587, 0.12, 0.09, 'sine', 0.16)],
  'phase-hit': [note(880, 0, 0.08, 'square', 0.07), note(988, 0.09, 0.1, 'square', 0.07)],
  'reveal-miss': [{ hz: 392, to: 262, at: 0, dur: 0.3, wave: 'sine', gain: 0.18 }],
  'reveal-hit': [
    { hz: 180, to: 70, at: 0, dur: 0.32, wave: 'triangle', gain: 0.32 },
    note(1400, 0, 0.05, 'square', 0.06),
  ],
  win: [note(523, 0, 0.12), note(659, 0.12, 0.12), note(784, 0.24, 0.12), note(1047, 0.36, 0.3)],
  lose: [note(392, 0, 0.18), note(311, 0.18, 0.18), note(262, 0.36, 0.35)],
  draw: [note(659, 0, 0.16), note(659, 0.22, 0.22)],
};

/** The part of an AudioContext the sounds use (so tests can pass a fake one). */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'resume' | 'state'
>;

/** Plays `tones` now on `ctx`: an oscillator per note through a gain with a quick attack and a soft tail. */
export function playTones(ctx: AudioContextLike, tones: readonly Tone[]): void {
  const now = ctx.currentTime;
  for (const t of tones) {
    const start = now + t.at;
    const end = start + t.dur;
    const osc = ctx.createOscillator();
    osc.type = t.wave;
    osc.frequency.setValueAtTime(t.hz, start);
    if (t.to !== undefined) osc.frequency.exponentialRampToValueAtTime(t.to, end);
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(t.gain, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(end + 0.02);
  }
}
