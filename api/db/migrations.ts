import { createHash } from 'node:crypto';
import glicko2 from 'glicko2';
import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { parseGameRecord, replayRecord } from '../../engine';
import type { Db, Dialect } from './connect';

/** Migrations as code, in order; each runs once (Kysely records them in kysely_migration). */
function migrations(dialect: Dialect): Record<string, Migration> {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  const serial = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    '001_initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('hive_username', 'text', (c) => c.unique())
          .addColumn('name', 'text')
          .addColumn('email', 'text')
          .addColumn('password_hash', 'text')
          .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('confirm_token', 'text', (c) => c.unique())
          .addColumn('vp_threshold', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('dv_threshold', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('min_payout', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('revote', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('users_email').on('users').column('email').execute();
        await db.schema
          .createTable('sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('challenges')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('memo', 'text', (c) => c.notNull())
          .addColumn('link_user_id', 'text')
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('challenges_username').on('challenges').column('username').execute();
        await db.schema
          .createTable('used_signatures')
          .addColumn('signature', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('games')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('winner', 'text', (c) => c.notNull())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('seed', 'bigint', (c) => c.notNull())
          .addColumn('log', 'text', (c) => c.notNull())
          .addColumn('started_at', 'bigint', (c) => c.notNull())
          .addColumn('ended_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('game_players')
          .addColumn('id', serial, (c) =>
            c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
          )
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('board', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await db.schema
          .createIndex('game_players_board')
          .on('game_players')
          .columns(['board', 'counted'])
          .execute();
        await db.schema
          .createTable('seasons')
          .addColumn('id', serial, (c) =>
            c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
          )
          .addColumn('archived_at', 'bigint', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('standings', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('images')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('png', sql.raw(binary), (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '002_auth': {
      // Confirmation codes stored hashed with an expiry; one account per email, case-insensitively.
      async up(db: Kysely<unknown>) {
        const k = db as Kysely<AnyDb>;
        await db.schema.alterTable('users').addColumn('confirm_expires_at', 'bigint').execute();
        const pending = await k
          .selectFrom('users')
          .select(['id', 'confirm_token'])
          .where('confirm_token', 'is not', null)
          .execute();
        for (const row of pending)
          await k
            .updateTable('users')
            .set({
              confirm_token: frozenHashToken(String(row.confirm_token)),
              confirm_expires_at: Date.now() + FROZEN_CONFIRM_MS,
            })
            .where('id', '=', row.id)
            .execute();
        // Earlier duplicates (emails were unique only by convention): the legacy account keeps the email,
        // else the oldest; the others lose it and are asked for an email again on their next visit.
        const rows = await k
          .selectFrom('users')
          .select(['id', 'email', 'type', 'created_at'])
          .where('email', 'is not', null)
          .orderBy('created_at')
          .execute();
        const keeper = new Map<string, { id: string; type: string }>();
        for (const row of rows) {
          const email = String(row.email).toLowerCase();
          const kept = keeper.get(email);
          if (kept === undefined) keeper.set(email, { id: String(row.id), type: String(row.type) });
          else if (kept.type !== 'email' && row.type === 'email') {
            await k.updateTable('users').set({ email: null }).where('id', '=', kept.id).execute();
            keeper.set(email, { id: String(row.id), type: 'email' });
          } else await k.updateTable('users').set({ email: null }).where('id', '=', row.id).execute();
        }
        await db.schema.dropIndex('users_email').execute();
        await db.schema
          .createIndex('users_email_unique')
          .on('users')
          .unique()
          .expression(sql`lower(email)`)
          .execute();
      },
    },
    '003_voting_power': {
      // The voting and downvoting power last read from the chain (percent; null until first read).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('voting_power', 'double precision').execute();
        await db.schema.alterTable('users').addColumn('downvoting_power', 'double precision').execute();
      },
    },
    '004_ratings': {
      // Standings kept as rows (with Glicko-2 ratings) instead of aggregated on every read, and each rated
      // game's rating change. Earlier counted results become the rows' wins, draws and losses; their ratings
      // start at 1500 (the earlier games were not rated).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('standings')
          .addColumn('board', 'integer', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('rating', 'double precision', (c) => c.notNull())
          .addColumn('rd', 'double precision', (c) => c.notNull())
          .addColumn('vol', 'double precision', (c) => c.notNull())
          .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('established', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_ai', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('standings_pk', ['board', 'username'])
          .execute();
        await db.schema
          .createIndex('standings_by_rating')
          .on('standings')
          .columns(['board', 'established desc', 'rating desc', 'username'])
          .execute();
        await db.schema
          .createIndex('standings_by_wins')
          .on('standings')
          .columns(['board', 'wins desc', 'losses', 'draws desc', 'name', 'username'])
          .execute();
        await db.schema
          .createTable('rating_history')
          .addColumn('id', serial, (c) =>
            c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
          )
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('board', 'integer', (c) => c.notNull())
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('opponent', 'text', (c) => c.notNull())
          .addColumn('opponent_name', 'text', (c) => c.notNull())
          .addColumn('outcome', 'text', (c) => c.notNull())
          .addColumn('rating_before', 'double precision', (c) => c.notNull())
          .addColumn('rating_after', 'double precision', (c) => c.notNull())
          .addColumn('rd_before', 'double precision', (c) => c.notNull())
          .addColumn('rd_after', 'double precision', (c) => c.notNull())
          .addColumn('played_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('rating_history_player')
          .on('rating_history')
          .columns(['username', 'board', 'id'])
          .execute();
        await db.schema.createIndex('rating_history_board').on('rating_history').column('board').execute();
        await db.schema.createIndex('game_players_game').on('game_players').column('game_id').execute();
        const k = db as Kysely<AnyDb>;
        const count = (outcome: string) =>
          sql<number>`cast(sum(case when outcome = ${outcome} then 1 else 0 end) as integer)`;
        const rows = await k
          .selectFrom('game_players')
          .select((eb) => [
            'board',
            'username',
            eb.fn.max('name').as('name'),
            count('win').as('wins'),
            count('draw').as('draws'),
            count('lose').as('losses'),
          ])
          .where('board', '>=', 0)
          .where('counted', '=', 1)
          .groupBy(['board', 'username'])
          .execute();
        for (const r of rows)
          await k
            .insertInto('standings')
            .values({
              board: r.board,
              username: r.username,
              name: r.name,
              wins: r.wins,
              draws: r.draws,
              losses: r.losses,
              rating: 1500,
              rd: 350,
              vol: 0.06,
              games: 0,
              established: 0,
              is_ai: String(r.username).endsWith(' ai') ? 1 : 0,
            })
            .execute();
      },
    },
    '005_first_game_guide': {
      // The guided first game: null until the player finishes it ('done') or skips it ('skipped').
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('first_game_guide', 'text').execute();
      },
    },
    '006_game_records': {
      // Every finished game is stored (all modes) with its clocks and fairness record, and who sat where
      // (game_seats, with the characters) for histories and replays. Games stored before get their seats
      // from their result rows (in id order: A then B) and their characters from a replay of their log.
      async up(db: Kysely<unknown>) {
        for (const column of ['durations', 'salt', 'seed_commitment', 'picks'])
          await db.schema.alterTable('games').addColumn(column, 'text').execute();
        await db.schema
          .createTable('game_seats')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('seat', 'text', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('is_ai', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('character', 'text')
          .addColumn('ended_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('game_seats_pk', ['game_id', 'seat'])
          .execute();
        await db.schema
          .createIndex('game_seats_player')
          .on('game_seats')
          .columns(['username', 'ended_at desc', 'game_id'])
          .execute();
        // A history page reads each listed game's rating change by game.
        await db.schema
          .createIndex('rating_history_game')
          .on('rating_history')
          .columns(['game_id', 'username'])
          .execute();
        const k = db as Kysely<AnyDb>;
        const games = await k.selectFrom('games').select(['id', 'mode', 'seed', 'log', 'ended_at']).execute();
        for (const game of games) {
          const players = await k
            .selectFrom('game_players')
            .select(['username', 'name'])
            .where('game_id', '=', game.id)
            .orderBy('id')
            .execute();
          if (players.length !== 2) continue;
          let log: unknown;
          try {
            log = JSON.parse(String(game.log));
          } catch {
            log = [];
          }
          const record = parseGameRecord({ seed: Number(game.seed), mode: String(game.mode), log });
          const characters = record.ok ? frozenSeatCharacters(record.value) : { A: null, B: null };
          await k
            .insertInto('game_seats')
            .values(
              (['A', 'B'] as const).map((seat, i) => ({
                game_id: String(game.id),
                seat,
                username: String(players[i]!.username),
                name: String(players[i]!.name),
                is_ai: String(players[i]!.username).endsWith(' ai') ? 1 : 0,
                character: characters[seat],
                ended_at: Number(game.ended_at),
              })),
            )
            .execute();
        }
      },
    },
    '007_seat_users': {
      // Who sat in a seat is a user, not a name (issue 23): a Hive newcomer seated as `carol` may share the name
      // with a legacy account `carol`. Each human seat stored before gets the user its name names where that is
      // unambiguous: exactly one user whose Hive name or username it is, created by the game's end. Where
      // none or several are, it stays null, and such a seat gives nobody a private game.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('game_seats').addColumn('user_id', 'text').execute();
        await db.schema
          .createIndex('game_seats_user')
          .on('game_seats')
          .columns(['user_id', 'ended_at desc', 'game_id'])
          .execute();
        // The users who could have sat in a seat: named by it, and existing when the game ended.
        const couldHaveSat = sql`(u.hive_username = game_seats.username or u.username = game_seats.username)
          and u.created_at <= game_seats.ended_at`;
        await sql`update game_seats
          set user_id = (select u.id from users u where ${couldHaveSat})
          where is_ai = 0 and (select count(*) from users u where ${couldHaveSat}) = 1`.execute(db);
      },
    },
    '008_secret_seeds': {
      // A hosted game's seed is 256 bits (64 hex digits, engine/secretRng.ts), too large for the bigint `seed`
      // column: it is stored here, and `seed` keeps the 31-bit seeds of the games stored before (0 beside a secret).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('games').addColumn('secret_seed', 'text').execute();
      },
    },
    '009_live_games': {
      // A crashed process's games (issue 27): each game in progress names the process hosting it, each process
      // beats a heartbeat, and a survivor records the games of a process not seen for a while as no contest; the
      // players of such a game are told once when they come back (docs/ARCHITECTURE.md, "A crash").
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('live_games')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('process_id', 'text', (c) => c.notNull())
          .addColumn('mode', 'text', (c) => c.notNull())
          .addColumn('seed', 'text', (c) => c.notNull())
          .addColumn('salt', 'text', (c) => c.notNull())
          .addColumn('seed_commitment', 'text', (c) => c.notNull())
          .addColumn('durations', 'text', (c) => c.notNull())
          .addColumn('players', 'text', (c) => c.notNull())
          .addColumn('started_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('live_games_process').on('live_games').column('process_id').execute();
        await db.schema
          .createTable('live_processes')
          .addColumn('process_id', 'text', (c) => c.primaryKey())
          .addColumn('seen_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('game_notices')
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('game_id', 'text', (c) => c.notNull())
          .addColumn('opponent', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('read_at', 'bigint')
          .addPrimaryKeyConstraint('game_notices_pk', ['user_id', 'game_id'])
          .execute();
      },
    },
    '010_anchors': {
      // Issue 28's outbox: each counted game's anchor entry, queued in the transaction that records the game, and
      // the publisher's signed transactions (kept until their block is irreversible, so a restart finds them on
      // chain instead of publishing again) and its lease (one publisher at a time, docs/ARCHITECTURE.md).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('anchors')
          .addColumn('seq', serial, (c) =>
            c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b)),
          )
          .addColumn('game_id', 'text', (c) => c.notNull().unique())
          .addColumn('entry', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('last_error', 'text')
          .addColumn('tx_id', 'text')
          .addColumn('block', 'integer')
          .addColumn('queued_at', 'bigint', (c) => c.notNull())
          .addColumn('published_at', 'bigint')
          .addColumn('next_at', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('anchors_state').on('anchors').columns(['state', 'seq']).execute();
        await db.schema.createIndex('anchors_tx').on('anchors').column('tx_id').execute();
        await db.schema
          .createTable('anchor_txs')
          .addColumn('tx_id', 'text', (c) => c.primaryKey())
          .addColumn('tx', 'text', (c) => c.notNull())
          .addColumn('ref_block', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('scanned_to', 'integer', (c) => c.notNull())
          .addColumn('block', 'integer')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('anchor_lease')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('until', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
    '011_fencing': {
      // Issue 35, finding 1: a game claimed as no contest while its process may still be playing it keeps its seed
      // and salt private until it could no longer be running (api/routes/games.ts; docs/ARCHITECTURE.md, "A
      // crash"). Null for every other game.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('games').addColumn('sealed_until', 'bigint').execute();
      },
    },
    '013_standings_by_user': {
      // Standings and rating histories are a user's, not a name's (issue 35): a legacy `carol` and the Hive
      // `carol` were both recorded as `carol` and shared one row and one rating. Rows are keyed by player_id
      // (api/db/playerKey.ts): the seat's user where 007_seat_users found one, else the name (AIs, old seats
      // naming no single user). A name whose counted games belong to several players is split by the games'
      // seat users: each gets its own wins, draws and losses, and its rating replayed from the start over its own
      // rated games (each against the opponent's rating as stored before that game, as countGame rated it); its
      // history rows are rewritten to the replayed ratings. Every other row only gets its key. Rating history
      // rows get the player's and the opponent's keys, which the rated-games limit between two players counts.
      async up(db: Kysely<unknown>) {
        const k = db as Kysely<AnyDb>;
        /** The user who sat under `name` in the row's game, when exactly one seat of it had that name. */
        const seatUser = (gameId: string, name: string) =>
          sql<string | null>`(select case when count(*) = 1 then max(s.user_id) end from game_seats s
            where s.game_id = ${sql.ref(gameId)} and s.username = ${sql.ref(name)})`;
        await db.schema.alterTable('rating_history').addColumn('player_id', 'text').execute();
        await db.schema.alterTable('rating_history').addColumn('opponent_id', 'text').execute();
        await sql`update rating_history set
          player_id = coalesce(${seatUser('rating_history.game_id', 'rating_history.username')}, username),
          opponent_id = coalesce(${seatUser('rating_history.game_id', 'rating_history.opponent')}, opponent)`.execute(
          db,
        );
        await db.schema.dropIndex('rating_history_player').execute();
        await db.schema
          .createIndex('rating_history_player')
          .on('rating_history')
          .columns(['player_id', 'board', 'id'])
          .execute();
        await db.schema
          .createIndex('rating_history_pair')
          .on('rating_history')
          .columns(['player_id', 'opponent_id', 'played_at'])
          .execute();

        await db.schema
          .createTable('standings_by_user')
          .addColumn('board', 'integer', (c) => c.notNull())
          .addColumn('player_id', 'text', (c) => c.notNull())
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('draws', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('losses', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('rating', 'double precision', (c) => c.notNull())
          .addColumn('rd', 'double precision', (c) => c.notNull())
          .addColumn('vol', 'double precision', (c) => c.notNull())
          .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('established', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_ai', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('standings_player_pk', ['board', 'player_id'])
          .execute();
        // Each counted result row's player, with its counts, grouped by row (board, name) and player.
        const count = (outcome: string) =>
          sql<number>`cast(sum(case when outcome = ${outcome} then 1 else 0 end) as integer)`;
        const players = await k
          .selectFrom(
            k
              .selectFrom('game_players')
              .select((eb) => [
                'id',
                'board',
                'username',
                'name',
                'outcome',
                eb.fn
                  .coalesce(seatUser('game_players.game_id', 'game_players.username'), 'username')
                  .as('player_id'),
              ])
              .where('counted', '=', 1)
              .where('board', '>=', 0)
              .as('p'),
          )
          .select((eb) => [
            'board',
            'username',
            'player_id',
            eb.fn.max('id').as('last'),
            count('win').as('wins'),
            count('draw').as('draws'),
            count('lose').as('losses'),
          ])
          .groupBy(['board', 'username', 'player_id'])
          .execute();
        const byRow = new Map<string, typeof players>();
        for (const p of players) {
          const key = `${String(p.board)}\u0000${String(p.username)}`;
          byRow.set(key, [...(byRow.get(key) ?? []), p]);
        }
        const rows: Record<string, unknown>[] = [];
        const rewritten: { id: unknown; before: FrozenRating; after: FrozenRating }[] = [];
        for (const old of await k.selectFrom('standings').selectAll().execute()) {
          const split = byRow.get(`${String(old.board)}\u0000${String(old.username)}`) ?? [];
          if (split.length <= 1) {
            rows.push({ ...old, player_id: split[0]?.player_id ?? old.username });
            continue;
          }
          for (const part of split) {
            const rated = await k
              .selectFrom('rating_history as h')
              .innerJoin('rating_history as o', (j) =>
                j.onRef('o.game_id', '=', 'h.game_id').onRef('o.id', '!=', 'h.id'),
              )
              .select(['h.id', 'h.outcome', 'o.rating_before', 'o.rd_before'])
              .where('h.board', '=', old.board)
              .where('h.username', '=', old.username)
              .where('h.player_id', '=', part.player_id)
              .orderBy('h.id')
              .execute();
            let rating = FROZEN_START;
            for (const game of rated) {
              const before = rating;
              const score = game.outcome === 'win' ? 1 : game.outcome === 'draw' ? 0.5 : 0;
              const opponent = { rating: Number(game.rating_before), rd: Number(game.rd_before) };
              rating = frozenRateGame(before, opponent, score);
              rewritten.push({ id: game.id, before, after: rating });
            }
            const last = await k
              .selectFrom('game_players')
              .select('name')
              .where('id', '=', part.last)
              .executeTakeFirstOrThrow();
            rows.push({
              board: old.board,
              player_id: part.player_id,
              username: old.username,
              name: last.name,
              wins: part.wins,
              draws: part.draws,
              losses: part.losses,
              ...rating,
              games: rated.length,
              established: rating.rd <= FROZEN_PROVISIONAL_RD ? 1 : 0,
              is_ai: old.is_ai,
            });
          }
        }
        // Written once every replay has read the ratings as they were stored.
        for (const { id, before, after } of rewritten)
          await k
            .updateTable('rating_history')
            .set({
              rating_before: before.rating,
              rd_before: before.rd,
              rating_after: after.rating,
              rd_after: after.rd,
            })
            .where('id', '=', id)
            .execute();
        for (const row of rows) await k.insertInto('standings_by_user').values(row).execute();
        await db.schema.dropTable('standings').execute();
        await db.schema.alterTable('standings_by_user').renameTo('standings').execute();
        await db.schema
          .createIndex('standings_by_rating')
          .on('standings')
          .columns(['board', 'established desc', 'rating desc', 'username', 'player_id'])
          .execute();
        await db.schema
          .createIndex('standings_by_wins')
          .on('standings')
          .columns(['board', 'wins desc', 'losses', 'draws desc', 'name', 'username', 'player_id'])
          .execute();
      },
    },
    '014_hivesigner': {
      // HiveSigner sign-in (issue 37, api/routes/hiveSigner.ts): each sign-in under way is a single-use state
      // (its SHA-256; the browser holds the state in an httpOnly cookie), and each session HiveSigner opened keeps
      // its access token until sign-out revokes it or the session ends.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('hivesigner_states')
          .addColumn('state_hash', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('hivesigner_tokens')
          .addColumn('session_hash', 'text', (c) => c.primaryKey())
          .addColumn('access_token', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}

// What the migrations above need of other code, copied as it was when they were written. A migration must do
// the same on every database it ever meets, so these never change, even when the live code they were copied
// from does (api/auth/tokens.ts hashToken, api/db/users.ts CONFIRM_MS, api/db/gameSeats.ts seatCharacters
// and isAiName, written inline above as `endsWith(' ai')`). Only the engine's replay of a stored game is still
// imported: replaying old games exactly is the engine's own promise (tests/legacySeedGames.test.ts).

/** 002_auth: a confirmation code as stored, its SHA-256 in hex. Never change. */
function frozenHashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 002_auth: how long a confirmation code lasted (7 days). Never change. */
const FROZEN_CONFIRM_MS = 7 * 24 * 60 * 60 * 1000;

/** 006_game_records: each seat's character from a replay of the log, null where it never got that far. Never change. */
function frozenSeatCharacters(game: Parameters<typeof replayRecord>[0]): {
  A: string | null;
  B: string | null;
} {
  try {
    const replayed = replayRecord({ ...game, result: null });
    return replayed.ok ? replayed.value.characters : { A: null, B: null };
  } catch {
    return { A: null, B: null };
  }
}

/** 013_standings_by_user: a Glicko-2 rating (api/ratings/glicko.ts as it was). Never change. */
interface FrozenRating {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** 013_standings_by_user: where every player started, and the provisional limit. Never change. */
const FROZEN_START: FrozenRating = { rating: 1500, rd: 350, vol: 0.06 };
const FROZEN_PROVISIONAL_RD = 110;

/**
 * 013_standings_by_user: one game as its own rating period against the opponent's rating from before it (the
 * `glicko2` package's maths, system constant 0.5; an opponent's volatility does not enter a player's update).
 * Never change.
 */
function frozenRateGame(
  player: FrozenRating,
  opponent: { readonly rating: number; readonly rd: number },
  score: number,
): FrozenRating {
  const system = new glicko2.Glicko2({ tau: 0.5, ...FROZEN_START });
  const me = system.makePlayer(player.rating, player.rd, player.vol);
  system.updateRatings([[me, system.makePlayer(opponent.rating, opponent.rd, FROZEN_START.vol), score]]);
  return { rating: me.getRating(), rd: me.getRd(), vol: me.getVol() };
}

// Migrations see the tables as they were then, not as schema.ts describes them now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Record<string, Record<string, any>>;

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
