import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { isValidName } from '../../engine';
import { hashToken } from '../auth/tokens';
import { forgetBoard } from './boardCache';
import { joinChanged } from './joinCache';
import type { Database, GuideState, UserType, UsersTable } from './schema';

// Every write of a user row is in this file (a lint rule refuses `users` writes anywhere else in api/ but the
// frozen migrations), and each one forgets what it changed where it is kept: the leaderboard's cached board shows
// names, and the rooms' join cache (api/db/joinCache.ts) holds each session's user (its name, whether the profile
// is full: name, email and Hive link). A route never has to remember either.

export type User = Selectable<UsersTable>;

/** The fields of a user row that the board shows (names), and that a room's join reads (the profile). */
const SHOWN_ON_BOARD: readonly (keyof UsersTable)[] = ['name', 'hive_username'];
const READ_BY_JOIN: readonly (keyof UsersTable)[] = ['name', 'email', 'hive_username'];

/** Writes `fields` to user `id`, then forgets the board and the join's reads that showed them. */
async function updateUser(db: K, id: string, fields: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', id).execute();
  const changed = Object.keys(fields) as (keyof UsersTable)[];
  if (changed.some((f) => SHOWN_ON_BOARD.includes(f))) forgetBoard(db);
  if (changed.some((f) => READ_BY_JOIN.includes(f))) await joinChanged(db, { user: id });
}

/** A profile is full when a Hive account is linked and a valid name and an email are set (rooms seat only these). */
export function isFullProfile(user: User): boolean {
  return user.hive_username !== null && user.email !== null && user.name !== null && isValidName(user.name);
}
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
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Confirms the legacy account whose live confirmation code this is (used once); false for an unknown,
 * used or expired code.
 */
export async function confirmEmail(db: K, code: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ confirmed: 1, confirm_token: null, confirm_expires_at: null })
    .where('confirm_token', '=', hashToken(code))
    .where('confirm_expires_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
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
    confirm_expires_at: null,
    role: 'user',
    voting_power: null,
    downvoting_power: null,
    first_game_guide: null,
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

/**
 * The login username a new Hive user gets when a legacy account already has its Hive name as username:
 * `~` is in neither Hive names nor legacy usernames, and Hive names are unique, so nobody else has it.
 */
export const hiveLoginName = (hiveUsername: string) => `${hiveUsername}~hive`;

/**
 * The user signed in with this Hive account, created on its first sign-in. Only the Hive link counts: a
 * legacy account whose username happens to be the Hive name is never this user (it links through login2);
 * the newcomer then gets the login username `hiveLoginName(name)`.
 */
export async function upsertHiveUser(
  db: K,
  hiveUsername: string,
  type: UserType,
  now: number,
): Promise<User> {
  const existing = await findUserByHive(db, hiveUsername);
  if (existing !== undefined) return existing;
  const taken = (await findUserByUsername(db, hiveUsername)) !== undefined;
  const username = taken ? hiveLoginName(hiveUsername) : hiveUsername;
  try {
    return await insertUser(db, { username, hive_username: hiveUsername, type, confirmed: 1 }, now);
  } catch (err) {
    // A concurrent first sign-in of the same Hive account created it (unique hive_username).
    const raced = await findUserByHive(db, hiveUsername);
    if (raced !== undefined) return raced;
    throw err;
  }
}

/** A confirmation code works for 7 days. */
export const CONFIRM_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A legacy email account (created by the command-line script; there is no public sign-up). The
 * confirmation code, when given, is stored hashed and works for 7 days. Throws if the email (in any case)
 * or the username is taken.
 */
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
      confirm_token: input.confirmToken === null ? null : hashToken(input.confirmToken),
      confirm_expires_at: input.confirmToken === null ? null : now + CONFIRM_MS,
    },
    now,
  );
}

/**
 * The user an ADMIN_USERS entry names: the account whose login username it is, else the account linked to
 * that Hive name. One account per entry, so a legacy admin's username never promotes a Hive newcomer of
 * the same name (whose login username is `name~hive`), nor the reverse.
 */
export async function userNamedBy(db: K, entry: string): Promise<User | undefined> {
  return (await findUserByUsername(db, entry)) ?? findUserByHive(db, entry);
}

/** Grants the admin role to the users ADMIN_USERS names (see userNamedBy); returns how many changed. */
export async function grantAdmins(db: K, entries: readonly string[]): Promise<number> {
  let changed = 0;
  for (const entry of entries) {
    const user = await userNamedBy(db, entry);
    if (user === undefined || user.role === 'admin') continue;
    await grantAdmin(db, user.id);
    changed++;
  }
  return changed;
}

/** Gives user `id` the admin role. */
export function grantAdmin(db: K, id: string): Promise<void> {
  return updateUser(db, id, { role: 'admin' });
}

/** A legacy user's name (none: the profile asks for one) and role, set by the `create-user` command. */
export function setNameAndRole(db: K, id: string, name: string | null, role: User['role']): Promise<void> {
  return updateUser(db, id, { name, role });
}

/** The voting and downvoting power (percent) last read from the chain. */
export function setVotingPower(
  db: K,
  id: string,
  power: Pick<User, 'voting_power' | 'downvoting_power'>,
): Promise<void> {
  return updateUser(db, id, power);
}

/** Links a Hive account to a legacy user (the unique index refuses one linked to another user: it throws). */
export function linkHive(db: K, id: string, hiveUsername: string): Promise<void> {
  return updateUser(db, id, { hive_username: hiveUsername });
}

/** Sets the profile's name and email (the email lowercased by the caller; the unique index may throw). */
export function setProfile(db: K, id: string, profile: { name: string; email: string }): Promise<void> {
  return updateUser(db, id, profile);
}

/** Sets the name shown for the user. */
export function rename(db: K, id: string, name: string): Promise<void> {
  return updateUser(db, id, { name });
}

/** Replaces a password hash made with older parameters (the password itself is unchanged). */
export function rehashPassword(db: K, id: string, passwordHash: string): Promise<void> {
  return updateUser(db, id, { password_hash: passwordHash });
}

/** Records how the first-game guide ended; the first answer stays (a later skip does not undo a done). */
export async function endFirstGameGuide(db: K, id: string, state: GuideState): Promise<void> {
  await db
    .updateTable('users')
    .set({ first_game_guide: state })
    .where('id', '=', id)
    .where('first_game_guide', 'is', null)
    .execute();
}
