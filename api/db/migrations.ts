import { Migrator, sql, type Migration, type MigrationResultSet } from 'kysely';
import type { Db, Dialect } from './connect';
import { migration as m001 } from './migrations/001_initial';
import { migration as m002 } from './migrations/002_auth';
import { migration as m003 } from './migrations/003_voting_power';
import { migration as m004 } from './migrations/004_ratings';
import { migration as m005 } from './migrations/005_first_game_guide';
import { migration as m006 } from './migrations/006_game_records';
import { migration as m007 } from './migrations/007_seat_users';
import { migration as m008 } from './migrations/008_secret_seeds';
import { migration as m009 } from './migrations/009_live_games';
import { migration as m010 } from './migrations/010_anchors';
import { migration as m011 } from './migrations/011_fencing';
import { migration as m013 } from './migrations/013_standings_by_user';
import { migration as m014 } from './migrations/014_hivesigner';
import { migration as m015 } from './migrations/015_arenas';
import { migration as m016 } from './migrations/016_arena_clock';
import { migration as m017 } from './migrations/017_arena_pairing_players';
import { migration as m018 } from './migrations/018_puzzles';

/**
 * Migrations as code, in order, one file each under api/db/migrations/ (each runs once; Kysely records its name in
 * kysely_migration). A migration is frozen once written: what it needs of other code is copied into its own file,
 * as it was then (only the engine's replay of stored games and the glicko2 package's maths are imported: replaying
 * old games exactly is the engine's own promise, tests/legacySeedGames.test.ts).
 */
const MIGRATIONS: Readonly<Record<string, (dialect: Dialect) => Migration>> = {
  '001_initial': m001,
  '002_auth': m002,
  '003_voting_power': m003,
  '004_ratings': m004,
  '005_first_game_guide': m005,
  '006_game_records': m006,
  '007_seat_users': m007,
  '008_secret_seeds': m008,
  '009_live_games': m009,
  '010_anchors': m010,
  '011_fencing': m011,
  '013_standings_by_user': m013,
  '014_hivesigner': m014,
  '015_arenas': m015,
  '016_arena_clock': m016,
  '017_arena_pairing_players': m017,
  '018_puzzles': m018,
};

function migrations(dialect: Dialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [name, migration(dialect)]),
  );
}

/** Brings the database to the latest migration; throws if one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the database to the named migration (tests of a migration start from the one before it). */
export async function migrateTo(db: Db, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema; name ours, so databases holding other schemas
  // (tests, several products) migrate correctly.
  const schema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: () => Promise.resolve(migrations(db.dialect)) },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error } = await run(migrator);
  if (error !== undefined)
    throw error instanceof Error ? error : new Error('migration failed', { cause: error });
}
