// A player signed in with Keychain, with a full profile (name and email), as every harness makes one: the test API
// (testHarness.ts), the in-process rooms (roomHarness.ts), the browser (browserHarness.ts) and the real processes
// (twoProcesses.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../api/db/schema';
import { createSession } from '../../api/db/sessions';
import { upsertHiveUser, type User } from '../../api/db/users';

export interface PlayerOptions {
  readonly name: string;
  /** `username@example.com` by default. */
  readonly email?: string;
  readonly admin?: boolean;
}

/** The Hive user `username` (created if new) with this profile and role, and a fresh session token of theirs. */
export async function signedInPlayer(
  db: Kysely<Database>,
  username: string,
  { name, email = `${username}@example.com`, admin = false }: PlayerOptions,
  now: number,
): Promise<{ user: User; token: string }> {
  const created = await upsertHiveUser(db, username, 'keychain', now);
  const role = admin ? ('admin' as const) : ('user' as const);
  await db.updateTable('users').set({ name, email, role }).where('id', '=', created.id).execute();
  const user = { ...created, name, email, role };
  return { user, token: await createSession(db, user, 'keychain', now) };
}
