// Which of the arena page's buttons a visitor gets, from the page's answer: decided here, drawn by ArenaActions.
import type { ArenaPage } from '../../../contract/arenas';

/** The page's buttons for one visitor. */
export type ArenaButtons =
  /** The arena is over: nothing to do. */
  | { readonly kind: 'none' }
  /** Signed out: a way to sign in. */
  | { readonly kind: 'signIn' }
  /** Not in it (or withdrawn): Join, with the code field for a newcomer to a private arena whose code is not known here. */
  | { readonly kind: 'join'; readonly needsCode: boolean }
  /** In it: Pause (or Come back when paused) and Withdraw. */
  | { readonly kind: 'joined'; readonly paused: boolean };

/** The buttons `page` offers a visitor who is signed in or not. */
export function arenaButtons(page: ArenaPage, signedIn: boolean): ArenaButtons {
  if (page.arena.status === 'finished') return { kind: 'none' };
  if (!signedIn) return { kind: 'signIn' };
  const state = page.me?.line.state;
  // A player who withdrew comes back without the code (docs/RULES.md "Arenas"); a newcomer to a private one needs it.
  if (state === undefined) return { kind: 'join', needsCode: page.arena.private && page.code === null };
  if (state === 'withdrawn') return { kind: 'join', needsCode: false };
  return { kind: 'joined', paused: state === 'paused' };
}
