import { RECONNECT_GRACE_MS } from './backoff';

/** sessionStorage key of the running game's reconnection token (per tab, so a reload can resume). */
export const RESUME_KEY = 'octoduel.game';

/** What a reload needs to get back into its game. */
export interface ResumeToken {
  /** `roomId:token`, as colyseus.js gives it; it changes on every (re)connection. */
  readonly token: string;
  readonly mode: string;
  /** When the page last held the connection (epoch ms); older than the grace period is useless. */
  readonly at: number;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveResumeToken(token: string, mode: string, now = Date.now()): void {
  storage()?.setItem(RESUME_KEY, JSON.stringify({ token, mode, at: now } satisfies ResumeToken));
}

/** Marks the token as fresh (the page is going away now, so the grace period starts now). */
export function touchResumeToken(now = Date.now()): void {
  const t = loadResumeToken(now);
  if (t !== null) saveResumeToken(t.token, t.mode, now);
}

/** The stored token, unless absent, malformed or older than the grace period. */
export function loadResumeToken(now = Date.now()): ResumeToken | null {
  const raw = storage()?.getItem(RESUME_KEY);
  if (raw == null) return null;
  try {
    const t = JSON.parse(raw) as Partial<ResumeToken>;
    if (typeof t.token !== 'string' || !t.token.includes(':') || typeof t.mode !== 'string') return null;
    if (typeof t.at !== 'number' || now - t.at > RECONNECT_GRACE_MS) return null;
    return { token: t.token, mode: t.mode, at: t.at };
  } catch {
    return null;
  }
}

export function clearResumeToken(): void {
  storage()?.removeItem(RESUME_KEY);
}
