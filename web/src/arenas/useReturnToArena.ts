import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { arenaPageUrl } from './arenaUrls';

/** How long the result of an arena game shows before the game screen goes back to the arena by itself (ms). */
export const RETURN_AFTER_MS = 5000;

/**
 * After an arena game (`arenaId` from the game screen's address, null for any other game): once the game in room
 * `overIn` is over (null while none is), goes back to the arena's page after RETURN_AFTER_MS and leaves the
 * finished room (`leave`); `back` goes at once, `stay` stops the return for that game (the player reads the result;
 * the link stays). `returnsAt` is the local time it will go, or null when it will not.
 */
export function useReturnToArena(arenaId: string | null, overIn: string | null, leave: () => Promise<void>) {
  const navigate = useNavigate();
  // The game whose result the player chose to stay on (the next arena game returns by itself again).
  const [stayedIn, setStayedIn] = useState<string | null>(null);
  const stayed = overIn !== null && stayedIn === overIn;
  const [returnsAt, setReturnsAt] = useState<number | null>(null);
  const back = useCallback(() => {
    if (arenaId === null) return;
    // To the arena first: /play without its room would send the player home.
    void navigate(arenaPageUrl(arenaId), { replace: true });
    void leave();
  }, [arenaId, leave, navigate]);
  useEffect(() => {
    if (arenaId === null || overIn === null || stayed) {
      setReturnsAt(null);
      return;
    }
    setReturnsAt(Date.now() + RETURN_AFTER_MS);
    const id: ReturnType<typeof setTimeout> = setTimeout(back, RETURN_AFTER_MS);
    return () => {
      clearTimeout(id);
    };
  }, [arenaId, overIn, stayed, back]);
  return {
    returnsAt,
    back,
    stay: () => {
      setStayedIn(overIn);
    },
  };
}
