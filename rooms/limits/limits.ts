/** The budgets the rooms and matchmaking keep (defaults below; tests may lower or raise them). */
export interface RoomLimits {
  /** Largest matchmaking request body (bytes); larger ones get 413 before they are read. */
  readonly maxBodyBytes: number;
  /** How long a matchmaking request may take to send its body (ms); slower ones get 408. */
  readonly bodyTimeoutMs: number;
  /** Matchmaking requests of any kind per minute, per IP and per user. */
  readonly matchmakePerMinute: { readonly ip: number; readonly user: number };
  /**
   * Requests that may create a room or hold a seat (`create`, `joinOrCreate`, and `join`, whose reservation holds a
   * waiting public room's free seat) per minute, per IP and per user.
   */
  readonly createPerMinute: { readonly ip: number; readonly user: number };
  /** Join-by-code attempts (`joinById`) per minute, per IP and per user. */
  readonly joinByCodePerMinute: { readonly ip: number; readonly user: number };
  /**
   * How long a public room holds a seat the seek pool granted before the player's WebSocket takes it (s): a
   * reservation never used gives the seat back this fast (Colyseus's default is 15 s), issue 35.
   */
  readonly publicSeatReservationSeconds: number;
  /** Rooms one user may have created and still open, across all processes. */
  readonly liveRoomsPerUser: number;
  /** GET /api/live requests per minute from one IP (signed in or not). */
  readonly liveListPerMinutePerIp: number;
  /** Games watched at once from one IP by signed-out visitors (signed-in users: `liveRoomsPerUser` each). */
  readonly visitorWatchingPerIp: number;
  /**
   * Spectators one game room admits besides its players: a popular game on TV may draw a thousand (issue 27's load
   * run, docs/BENCHMARKS.md "Live load: spectators"); each costs its process a send per patch, not an encoding.
   */
  readonly spectatorsPerRoom: number;
  /** Messages per second one connection may send; beyond: `rate/limited`. */
  readonly messagesPerSecond: number;
  /** Refused messages within one second after which the connection is closed. */
  readonly refusedBeforeDisconnect: number;
  /** How long an AI-versus-AI room may live, whatever Reset or Pause do (ms). */
  readonly watchRoomMaxMs: number;
  /** Waits between attempts to record a finished game (ms): one try, then one more after each. */
  readonly recordRetryDelaysMs: readonly number[];
}

export const DEFAULT_LIMITS: RoomLimits = {
  maxBodyBytes: 16 * 1024,
  bodyTimeoutMs: 10_000,
  matchmakePerMinute: { ip: 120, user: 30 },
  createPerMinute: { ip: 30, user: 10 },
  joinByCodePerMinute: { ip: 20, user: 6 },
  publicSeatReservationSeconds: 5,
  liveRoomsPerUser: 3,
  liveListPerMinutePerIp: 120,
  visitorWatchingPerIp: 10,
  spectatorsPerRoom: 1000,
  messagesPerSecond: 30,
  refusedBeforeDisconnect: 30,
  watchRoomMaxMs: 60 * 60 * 1000,
  recordRetryDelaysMs: [1000, 3000, 6000],
};
