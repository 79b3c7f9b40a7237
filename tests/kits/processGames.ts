// Games in progress on real server processes (tests/twoProcesses.ts), for the crash and fencing tests: players
// signed in through a process, which process hosts a room, polling the shared database.
import { Client, type Room } from 'colyseus.js';
import type { GameRoomState } from '../../rooms/colyseus/schema';
import { until } from '../roomHarness';
import { matchmake } from '../rooms/rawHttp';
import type { Processes } from '../twoProcesses';

/** A game in progress: its rooms (one a player), its players' tokens, its stored id, and its host's index. */
export interface LiveGame {
  readonly rooms: Room<GameRoomState>[];
  readonly tokens: string[];
  readonly gameId: string;
  readonly mode: string;
  readonly host: number;
}

/** Every message to a room is read (none is left unhandled), and `gameover` bodies are kept in order. */
export function quiet(room: Room<GameRoomState>, gameovers: unknown[] = []): Room<GameRoomState> {
  room.onMessage('*', (type, body) => {
    if (type === 'gameover') gameovers.push(body);
  });
  return room;
}

/**
 * Games on the processes `of()` answers (started in a beforeAll): each player and each look comes from an address
 * of its own, 10.`prefix`.… (limits are per IP).
 */
export function processGames(of: () => Processes, prefix: string) {
  let players = 0;
  let looks = 0;

  async function player(username: string, url: string): Promise<{ client: Client; token: string }> {
    players += 1;
    const client = new Client(url);
    client.http.headers['x-forwarded-for'] = `10.${prefix}.0.${players}`;
    const token = await of().session(username);
    client.auth.token = token;
    return { client, token };
  }

  /** The index of the process hosting `roomId` (a spectator's seat reservation names it). */
  async function hostOf(roomId: string): Promise<number> {
    looks += 1;
    const reserved = await matchmake(
      of().urls[0]!,
      'joinById',
      roomId,
      { spectate: true },
      { 'x-forwarded-for': `10.${prefix}.1.${looks}` },
    );
    const { room } = JSON.parse(reserved.body) as { room: { publicAddress: string } };
    return of().urls.findIndex((url) => url.endsWith(room.publicAddress));
  }

  /** A public game between two new players asking through `url`, started. */
  async function publicGame(name: string, url: string, gameovers: unknown[][] = [[], []]): Promise<LiveGame> {
    const a = await player(`${name}a`, url);
    const b = await player(`${name}b`, url);
    const ra = quiet(await a.client.joinOrCreate<GameRoomState>('others'), gameovers[0]);
    const rb = quiet(await b.client.joinOrCreate<GameRoomState>('others'), gameovers[1]);
    await until(() => ra.state.phase === 'start' && ra.state.gameId !== '', 10_000, 'the public game starts');
    const host = await hostOf(ra.roomId);
    return { rooms: [ra, rb], tokens: [a.token, b.token], gameId: ra.state.gameId, mode: 'others', host };
  }

  /** A game against the easy AI of a new player asking through `url`, started. */
  async function aiGame(name: string, url: string): Promise<LiveGame> {
    const a = await player(name, url);
    const room = quiet(await a.client.create<GameRoomState>('h1a1', { level: 'easy' }));
    await until(() => room.state.phase === 'start' && room.state.gameId !== '', 10_000, 'the AI game starts');
    return {
      rooms: [room],
      tokens: [a.token],
      gameId: room.state.gameId,
      mode: 'h1a1',
      host: await hostOf(room.roomId),
    };
  }

  return { player, hostOf, publicGame, aiGame };
}

/** Polls an async check every `everyMs` until it holds; fails after `ms` with what the processes printed. */
export async function poll(
  processes: Processes,
  check: () => Promise<boolean>,
  ms: number,
  what: string,
  everyMs = 100,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}\n${processes.output()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The stored games among `ids`: id, winner and reason. */
export const storedResults = async (processes: Processes, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : await processes.db.kysely
        .selectFrom('games')
        .select(['id', 'winner', 'reason'])
        .where('id', 'in', ids)
        .execute();

/** The ids of the games in progress (their live rows). */
export const liveGameIds = async (processes: Processes) =>
  (await processes.db.kysely.selectFrom('live_games').select('id').execute()).map((r) => r.id);

/**
 * A new game made by `make`, which asks through process `host`, checked to be hosted there: the processes run with
 * ROOM_PLACEMENT=asked (rooms/scaleOut/drain.ts), so a room is created on the process the call reached. (Before, games were
 * made until one landed on `host` by Colyseus's fewest-rooms rule; in CI's busy run none did in six tries.)
 */
export async function gameOn(
  processes: Processes,
  host: number,
  make: () => Promise<LiveGame>,
): Promise<LiveGame> {
  const game = await make();
  if (game.host !== host)
    throw new Error(`the game landed on process ${game.host}, not ${host}\n${processes.output()}`);
  return game;
}
