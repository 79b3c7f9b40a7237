import { useEffect, useState } from 'react';
import type { GameAnchor } from '../../../contract/http';
import { anchorOf } from '../net/chain';
import { fetchStoredGame } from '../net/games';

/** How often a replay asks again where a waiting anchor stands, and how many times at most per state. */
export const ANCHOR_POLL_MS = 5000;
export const ANCHOR_POLL_LIMIT = 120;

/** Queued, or published and not yet irreversible: it will move on by itself. */
const moving = (a: GameAnchor) => a.state === 'queued' || a.state === 'published';
const same = (a: GameAnchor, b: GameAnchor) =>
  a.state === b.state && a.txId === b.txId && a.block === b.block;

/**
 * Where the game's anchor stands, starting from `initial` and asked again (GET /api/games/:gameId) every
 * ANCHOR_POLL_MS while it is queued or published, so a replay opened just after the game shows "On Hive" once
 * the anchor is in a block without a reload. Gives up after ANCHOR_POLL_LIMIT asks without a change.
 */
export function useAnchorUpdates(gameId: string, initial: GameAnchor): GameAnchor {
  const [anchor, setAnchor] = useState(initial);
  useEffect(() => {
    if (!moving(anchor)) return;
    let live = true;
    let asks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      if (live && asks < ANCHOR_POLL_LIMIT) timer = setTimeout(ask, ANCHOR_POLL_MS);
    };
    const ask = () => {
      asks += 1;
      fetchStoredGame(gameId).then((answer) => {
        if (!live) return;
        const next = anchorOf(answer);
        if (same(next, anchor)) again();
        else setAnchor(next);
      }, again);
    };
    again();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, anchor]);
  return anchor;
}
