// Which of the arena page's buttons a visitor gets, from the page's answer: decided here, drawn by ArenaActions.
import type { ArenaPage } from '../../../contract/arenas';

/** The page's buttons for one visitor. */
export type ArenaButtons =
  /** The arena is over: nothing to do. */
  | { readonly kind: 'none' }
  /** Signed out: a way to sign in. */
  | { readonly kind: 'signIn' }
  /** Not in it (or withdrawn): Join, with the code field when a private arena's code is not known here. */
  | { readonly kind: 'join'; readonly needsCode: boolean }
  /** In it: Pause (or Come back when paused) and Withdraw. */
  | { readonly kind: 'joined'; readonly paused: boolean };

/** The buttons `page` offers a visitor who is signed in or not. */
export function arenaButtons(page: ArenaPage, signedIn: boolean): ArenaButtons {
  if (page.arena.status === 'finished') return { kind: 'none' };
  if (!signedIn) return { kind: 'signIn' };
  const state = page.me?.line.state;
  if (state === undefined || state === 'withdrawn')
    return { kind: 'join', needsCode: page.arena.private && page.code === null };
  return { kind: 'joined', paused: state === 'paused' };
}
