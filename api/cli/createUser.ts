// `npm run user:create -- --email E --password P --username U [--name N] [--admin] [--confirmed]`
// Creates a legacy email account (there is no public sign-up for them) in the configured database.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { formatName, isValidName } from '../../engine';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openDb } from '../db/connect';
import {
  createLegacyUser,
  findUserByEmail,
  findUserByHive,
  findUserByUsername,
  setNameAndRole,
} from '../db/users';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    name: { type: 'string' },
    admin: { type: 'boolean', default: false },
    confirmed: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`user:create: ${message}`);
  console.error(
    'usage: npm run user:create -- --email E --password P --username U [--name N] [--admin] [--confirmed]',
  );
  process.exit(2);
}

const { email, password, username } = values;
if (email === undefined || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('a valid --email is required');
if (password === undefined || password.length < 8) fail('--password of at least 8 characters is required');
if (username === undefined || !/^[a-z0-9][a-z0-9.-]{2,31}$/.test(username)) {
  fail('--username of 3-32 lowercase letters, digits, dots or hyphens is required');
}
const name = values.name === undefined ? null : formatName(values.name);
if (name !== null && !isValidName(name)) fail(`--name "${name}" breaks the name rule`);

const db = await openDb(loadConfig().databaseUrl);
try {
  if (await findUserByEmail(db.kysely, email)) fail(`a user with email ${email} exists`);
  if (await findUserByUsername(db.kysely, username)) fail(`a user named ${username} exists`);
  // ADMIN_USERS would otherwise name a different account once this one exists (see userNamedBy).
  if (await findUserByHive(db.kysely, username)) fail(`${username} is the Hive account of an existing user`);
  const confirmToken = values.confirmed ? null : randomBytes(24).toString('base64url');
  const user = await createLegacyUser(
    db.kysely,
    { username, email, passwordHash: await hashPassword(password), confirmToken },
    Date.now(),
  );
  await setNameAndRole(db.kysely, user.id, name, values.admin ? 'admin' : 'user');
  console.log(`Created legacy user ${username} <${email}>${values.admin ? ' (admin)' : ''}.`);
  if (confirmToken !== null) console.log(`Confirmation link: /confirm/${confirmToken}`);
} finally {
  await db.close();
}
