import type { Kysely } from 'kysely';
import { hashToken, newToken } from '../auth/tokens';
import { joinChanged } from './joinCache';
import { prepared } from './prepared';
import { purgeSignedOutAttempts } from './puzzleAttempts';
import type { Database, UserType } from './schema';
import type { User } from './users';

/** Sessions live 14 days. */
/** The session cookie's name (httpOnly, SameSite=Lax, 14 days): the API sets it, the rooms read it. */
export const SESSION_COOKIE = 'octoduel_session';

export const SESSION_MS = 14 * 24 * 60 * 60 * 1000;

/** Starts a session for a user; returns the token (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  user: User,
  type: UserType,
  now: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      type,
      created_at: now,
      expires_at: now + SESSION_MS,
    })
    .execute();
  return token;
}

/** A session's row with its user's (built once: it is read on every request and room join, api/db/prepared.ts). */
const sessionRow = prepared((db, p: { tokenHash: unknown }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.type as session_type', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', p.tokenHash as string),
);

/** A live session: its user, its type and when it ends. */
export interface LiveSession {
  readonly user: User;
  readonly type: UserType;
  readonly expiresAt: number;
}

/** The live session whose token hashes to `tokenHash` at `now`, or undefined. */
export async function findSessionByHash(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<LiveSession | undefined> {
  const row = (await sessionRow(db, { tokenHash })).rows[0];
  if (row === undefined || row.expires_at <= now) return undefined;
  const { session_type, expires_at, ...user } = row;
  return { user, type: session_type, expiresAt: expires_at };
}

/** The user and session type behind a live token, or undefined. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<{ user: User; type: UserType; token: string } | undefined> {
  const session = await findSessionByHash(db, hashToken(token), now);
  return session === undefined ? undefined : { user: session.user, type: session.type, token };
}

/** Ends a session (room joins stop accepting it in every process before this resolves: api/db/joinCache.ts). */
export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  await joinChanged(db, { session: tokenHash });
}

/**
 * Drops expired sessions, challenges, used signatures and HiveSigner states and tokens, and signed-out puzzle
 * attempts a day old.
 */
export async function purgeExpired(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('challenges').where('expires_at', '<=', now).execute();
  await db.deleteFrom('used_signatures').where('expires_at', '<=', now).execute();
  await db.deleteFrom('hivesigner_states').where('expires_at', '<=', now).execute();
  await db.deleteFrom('hivesigner_tokens').where('expires_at', '<=', now).execute();
  await purgeSignedOutAttempts(db, now);
}

/** A periodic purge; `stop` ends it. */
export interface Purger {
  stop(): void;
}

/**
 * Runs purgeExpired every `everyMs` (a run still going is not started twice). The timer is unref'd, so it
 * never keeps the process alive; a failed run is reported to `onError` and the next one tries again.
 */
export function startPurging(
  db: Kysely<Database>,
  now: () => number,
  everyMs: number,
  onError: (err: unknown) => void,
): Purger {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    purgeExpired(db, now())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
