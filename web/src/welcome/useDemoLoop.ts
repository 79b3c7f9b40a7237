import { useEffect, useState } from 'react';

/** How long each step of the welcome game stays on show, and the result before the game starts again. */
export const STEP_MS = 2400;
export const RESULT_MS = 4500;

/** True when the visitor asked for less motion (no `matchMedia`, as in old browsers: false). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The step on show in a looping game of `count` steps: one step every STEP_MS, the last for RESULT_MS, then the
 * first again. `still` (reduced motion) starts paused on `stillIndex`; Play and Pause either way.
 */
export function useDemoLoop(count: number, stillIndex: number, still: boolean) {
  const [index, setIndex] = useState(still ? stillIndex : 0);
  const [playing, setPlaying] = useState(!still);
  const last = count - 1;
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setTimeout(
      () => {
        setIndex((i) => (i >= last ? 0 : i + 1));
      },
      index >= last ? RESULT_MS : STEP_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [playing, index, last, count]);
  return {
    index: Math.min(index, Math.max(0, last)),
    playing,
    toggle: () => {
      setPlaying((p) => !p);
    },
  };
}
