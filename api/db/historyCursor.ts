// A history page's keyset cursor (issue 35): where the next, older page of a player's games starts.

/** Where a history page starts: after the game that ended at `endedAt` with id `gameId` (newest first). */
export interface HistoryCursor {
  readonly endedAt: number;
  readonly gameId: string;
}

/** The cursor as the API answers it: opaque (base64url), so clients pass it back as they got it. */
export const encodeHistoryCursor = (c: HistoryCursor): string =>
  Buffer.from(`${c.endedAt}:${c.gameId}`).toString('base64url');

/** A cursor from `encodeHistoryCursor`, or undefined for anything else. */
export function decodeHistoryCursor(text: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return undefined;
  const match = /^(\d{1,16}):(.{1,200})$/su.exec(Buffer.from(text, 'base64url').toString());
  // A game id never holds a control character (PostgreSQL refuses NUL in text).
  if (match === null || /\p{Cc}/u.test(match[2]!)) return undefined;
  const endedAt = Number(match[1]);
  return Number.isSafeInteger(endedAt) ? { endedAt, gameId: match[2]! } : undefined;
}
