import { useCallback, useEffect, useState } from 'react';

/** One step every this many ms while autoplay runs. */
export const AUTOPLAY_MS = 1200;

/** Keys that step, unless typed into a field or the board (whose arrows move its cursor). */
function stepKey(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return false;
  const t = e.target;
  if (
    t instanceof HTMLElement &&
    t.closest('input, textarea, select, [role="grid"], [contenteditable="true"]')
  )
    return false;
  return ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key);
}

/**
 * The step on show among `count`, with previous/next, a jump, autoplay (one step every AUTOPLAY_MS, stopping at
 * the last step) and the page's Left/Right/Home/End keys.
 */
export function useStepper(count: number) {
  const last = Math.max(0, count - 1);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const go = useCallback(
    (i: number) => {
      setIndex(Math.min(last, Math.max(0, i)));
    },
    [last],
  );
  const stop = useCallback(() => {
    setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => {
      setIndex((i) => Math.min(last, i + 1));
    }, AUTOPLAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, index, last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!stepKey(e)) return;
      e.preventDefault();
      setPlaying(false);
      setIndex((i) =>
        e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? last
            : Math.min(last, Math.max(0, i + (e.key === 'ArrowLeft' ? -1 : 1))),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [last]);

  return {
    index,
    last,
    playing,
    previous: () => {
      stop();
      go(index - 1);
    },
    next: () => {
      stop();
      go(index + 1);
    },
    jump: (i: number) => {
      stop();
      go(i);
    },
    /** Play from here (from the start when at the end), or pause. */
    toggle: () => {
      if (playing) {
        stop();
        return;
      }
      if (index >= last) setIndex(0);
      setPlaying(true);
    },
  };
}
