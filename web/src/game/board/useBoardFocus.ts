import { useEffect, useRef, type RefObject } from 'react';
import type { BoardHandle } from './Board';

/** Focus has nowhere useful to be: the body, or a control that was disabled or removed. */
function focusFallen(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body || !active.isConnected) return true;
  return active instanceof HTMLButtonElement && active.disabled;
}

/** A modal dialog (the result, the keys' sheet, the leave question) keeps the keyboard while open. */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Keeps keyboard focus on the board: it moves there at the start of every phase in which the player acts
 * (`actsIn` changes: the Play button, the cards and Set disappear at such changes), and whenever focus has fallen to
 * the page body or a dead control. That is checked after each render and on the events that can drop it, with no
 * timer: a control of the screen (`screen`) removed or disabled (a MutationObserver), and focus leaving for nowhere
 * (focusout without a next element). Never while a modal dialog is open, and never for a spectator (`off`): nothing
 * on the board is theirs to pick, and a square focused without a key press would show a stray focus ring.
 */
export function useBoardFocus(
  board: RefObject<BoardHandle | null>,
  screen: RefObject<HTMLElement | null>,
  actsIn: string | null,
  off: boolean,
): void {
  const acted = useRef<string | null>(null);
  useEffect(() => {
    if (off || dialogOpen()) return;
    const starts = actsIn !== null && actsIn !== acted.current;
    acted.current = actsIn;
    if (starts || focusFallen()) board.current?.focus();
  });
  useEffect(() => {
    const root = screen.current;
    if (off || root === null) return;
    const rescue = () => {
      if (!dialogOpen() && focusFallen()) board.current?.focus();
    };
    const watcher = new MutationObserver(rescue);
    watcher.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    // Focus left for no element (a click on the page's background, a closed dialog's control gone): after the
    // browser has moved it, so the check sees where it landed.
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget === null) queueMicrotask(rescue);
    };
    root.addEventListener('focusout', onFocusOut);
    return () => {
      watcher.disconnect();
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [board, screen, off]);
}
