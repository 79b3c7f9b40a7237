import type { Kysely } from 'kysely';
import type { Database, GuideState } from './schema';
import type { User } from './users';

/** Whether the guided first game is offered, and how it ended if it did. */
export interface GuideStatus {
  /** Offered: never done or skipped, and no finished game on record. */
  readonly offer: boolean;
  readonly guide: GuideState | null;
  /** Finished games on record for this player (result rows: public and AI games; private and AI-versus-AI games have none). */
  readonly finishedGames: number;
}

/** The name a player's recorded games carry (rooms record the Hive name when there is one). */
const recordedName = (user: User) => user.hive_username ?? user.username;

/** The guide's status for this user: offered to a player who never finished a game nor ended the guide. */
export async function guideStatus(db: Kysely<Database>, user: User): Promise<GuideStatus> {
  const row = await db
    .selectFrom('users')
    .select('first_game_guide')
    .where('id', '=', user.id)
    .executeTakeFirst();
  const guide = row?.first_game_guide ?? null;
  const { count } = await db
    .selectFrom('game_players')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('username', '=', recordedName(user))
    .executeTakeFirstOrThrow();
  const finishedGames = Number(count);
  return { offer: guide === null && finishedGames === 0, guide, finishedGames };
}
