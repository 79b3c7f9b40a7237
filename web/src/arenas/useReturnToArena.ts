import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { arenaPageUrl } from './arenaUrls';

/** How long the result of an arena game shows before the game screen goes back to the arena by itself (ms). */
export const RETURN_AFTER_MS = 5000;

/**
 * After an arena game (`arenaId` from the game screen's address, null for any other game): once `over`, goes back
 * to the arena's page after RETURN_AFTER_MS and leaves the finished room (`leave`); `back` goes at once, `stay`
 * stops the return (the player reads the result; the link stays). `returnsAt` is the local time it will go, or
 * null when it will not.
 */
export function useReturnToArena(arenaId: string | null, over: boolean, leave: () => Promise<void>) {
  const navigate = useNavigate();
  const [stayed, setStayed] = useState(false);
  const [returnsAt, setReturnsAt] = useState<number | null>(null);
  const back = useCallback(() => {
    if (arenaId === null) return;
    // To the arena first: /play without its room would send the player home.
    void navigate(arenaPageUrl(arenaId), { replace: true });
    void leave();
  }, [arenaId, leave, navigate]);
  useEffect(() => {
    if (arenaId === null || !over || stayed) {
      setReturnsAt(null);
      return;
    }
    setReturnsAt(Date.now() + RETURN_AFTER_MS);
    const id: ReturnType<typeof setTimeout> = setTimeout(back, RETURN_AFTER_MS);
    return () => {
      clearTimeout(id);
    };
  }, [arenaId, over, stayed, back]);
  return {
    returnsAt,
    back,
    stay: () => {
      setStayed(true);
    },
  };
}
