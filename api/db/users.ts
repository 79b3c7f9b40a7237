import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserType, UsersTable } from './schema';

export type User = Selectable<UsersTable>;
type K = Kysely<Database>;

export function findUserById(db: K, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: K, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserByHive(db: K, hiveUsername: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('hive_username', '=', hiveUsername).executeTakeFirst();
}

export function findUserByEmail(db: K, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** A new user row: a fresh id, the user role, no thresholds; `fields` say the rest. */
async function insertUser(
  db: K,
  fields: Pick<User, 'username' | 'hive_username' | 'type' | 'confirmed'> & Partial<User>,
  now: number,
): Promise<User> {
  const user: User = {
    id: randomUUID(),
    name: null,
    email: null,
    password_hash: null,
    confirm_token: null,
    role: 'user',
    vp_threshold: 0,
    dv_threshold: 0,
    min_payout: 0,
    revote: 0,
    created_at: now,
    ...fields,
  };
  await db.insertInto('users').values(user).execute();
  return user;
}

/** The user signed in with this Hive account, created on its first sign-in. */
export async function upsertHiveUser(
  db: K,
  hiveUsername: string,
  type: UserType,
  now: number,
): Promise<User> {
  const existing = await findUserByHive(db, hiveUsername);
  if (existing !== undefined) return existing;
  const byName = await findUserByUsername(db, hiveUsername);
  if (byName !== undefined) {
    // A legacy account that happens to use this name without a linked Hive account: link it.
    await db.updateTable('users').set({ hive_username: hiveUsername }).where('id', '=', byName.id).execute();
    return { ...byName, hive_username: hiveUsername };
  }
  return insertUser(db, { username: hiveUsername, hive_username: hiveUsername, type, confirmed: 1 }, now);
}

/** A legacy email account (created by the command-line script; there is no public sign-up). */
export async function createLegacyUser(
  db: K,
  input: { username: string; email: string; passwordHash: string; confirmToken: string | null },
  now: number,
): Promise<User> {
  return insertUser(
    db,
    {
      username: input.username,
      hive_username: null,
      type: 'email',
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      confirmed: input.confirmToken === null ? 1 : 0,
      confirm_token: input.confirmToken,
    },
    now,
  );
}

/** Grants the admin role to these usernames (or Hive usernames); returns how many users changed. */
export async function grantAdmins(db: K, usernames: readonly string[]): Promise<number> {
  if (usernames.length === 0) return 0;
  const r = await db
    .updateTable('users')
    .set({ role: 'admin' })
    .where((eb) => eb.or([eb('username', 'in', usernames), eb('hive_username', 'in', usernames)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
