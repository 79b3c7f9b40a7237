import type { Generated } from 'kysely';

/** Every table. Booleans are 0/1 integers and times epoch ms, so SQLite and PostgreSQL read the same. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  challenges: ChallengesTable;
  used_signatures: UsedSignaturesTable;
  games: GamesTable;
  game_players: GamePlayersTable;
  game_seats: GameSeatsTable;
  seasons: SeasonsTable;
  standings: StandingsTable;
  rating_history: RatingHistoryTable;
  settings: SettingsTable;
  images: ImagesTable;
  live_games: LiveGamesTable;
  live_processes: LiveProcessesTable;
  game_notices: GameNoticesTable;
  anchors: AnchorsTable;
  anchor_txs: AnchorTxsTable;
  anchor_lease: AnchorLeaseTable;
  hivesigner_states: HivesignerStatesTable;
  hivesigner_tokens: HivesignerTokensTable;
  arenas: ArenasTable;
  arena_players: ArenaPlayersTable;
  arena_pairings: ArenaPairingsTable;
  arena_schedules: ArenaSchedulesTable;
  puzzles: PuzzlesTable;
  puzzle_themes: PuzzleThemesTable;
  puzzle_attempts: PuzzleAttemptsTable;
  puzzle_players: PuzzlePlayersTable;
  puzzle_dailies: PuzzleDailiesTable;
  puzzle_sets: PuzzleSetsTable;
}

export type UserType = 'keychain' | 'smartlock' | 'email' | 'hivesigner' | 'hiveauth';
export type Role = 'user' | 'admin';
/** How the guided first game ended for a player. */
export type GuideState = 'done' | 'skipped';

export interface UsersTable {
  id: string;
  /** Login name: the Hive account for Hive users; chosen at creation for legacy email users. */
  username: string;
  /** The linked Hive account (null for a legacy user who has not linked one yet). */
  hive_username: string | null;
  /** Display name (the spec's name rule). */
  name: string | null;
  /** Lowercase; unique across accounts, case-insensitively. */
  email: string | null;
  /** scrypt hash of a legacy user's password. */
  password_hash: string | null;
  role: Role;
  type: UserType;
  /** Legacy users confirm their email once. */
  confirmed: number;
  /** SHA-256 of the emailed confirmation code (the code itself is never stored). */
  confirm_token: string | null;
  /** When the confirmation code stops working (7 days after it was made). */
  confirm_expires_at: number | null;
  /** Voting power in percent (two decimals) as last read from the chain; null until first read. */
  voting_power: number | null;
  /** Downvoting power in percent, like voting_power. */
  downvoting_power: number | null;
  /** The guided first game: null while it may be offered, else how it ended (005_first_game_guide). */
  first_game_guide: GuideState | null;
  vp_threshold: number;
  dv_threshold: number;
  min_payout: number;
  revote: number;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  type: UserType;
  created_at: number;
  expires_at: number;
}

/** A HiveSigner sign-in under way (014_hivesigner): the `state` its browser holds in a cookie, single-use. */
export interface HivesignerStatesTable {
  /** SHA-256 of the state; the state itself is only in the browser's httpOnly cookie and HiveSigner's redirect. */
  state_hash: string;
  expires_at: number;
}

/** The HiveSigner access token of a session signed in with HiveSigner, kept to revoke it at sign-out. */
export interface HivesignerTokensTable {
  /** The session's token_hash. */
  session_hash: string;
  /** The access token (scope `login`: it names the account and can sign nothing); never sent to a browser. */
  access_token: string;
  expires_at: number;
}

export interface ChallengesTable {
  id: string;
  /** The Hive account that must sign. */
  username: string;
  /** The exact message to sign. */
  memo: string;
  /** For fetch_memo2: the signed-in legacy user the Hive account will be linked to. */
  link_user_id: string | null;
  expires_at: number;
}

export interface UsedSignaturesTable {
  signature: string;
  expires_at: number;
}

export interface GamesTable {
  id: string;
  mode: string;
  winner: string;
  reason: string;
  /** The 31-bit seed of a game stored before secret seeds; 0 when `secret_seed` holds the game's seed. */
  seed: number;
  /** The game's secret seed (64 hex digits, engine/secretRng.ts); null for games stored before 008_secret_seeds. */
  secret_seed: string | null;
  /** The engine's log as JSON: with the seed, enough to replay the game. */
  log: string;
  started_at: number;
  ended_at: number;
  /** The phase durations as JSON; null for games stored before 006_game_records (RULES.md's durations). */
  durations: string | null;
  /** The fairness record's salt, seed commitment and picks (JSON PickReveal[]); null for older games. */
  salt: string | null;
  seed_commitment: string | null;
  picks: string | null;
  /**
   * A claimed game (its process's heartbeat stale, 011_fencing): its seed and salt are not served before this
   * epoch ms, when it could no longer be running. Null for every other game.
   */
  sealed_until: number | null;
}

/** Who sat where in every stored game (all modes): what a player's history and a replay read. */
export interface GameSeatsTable {
  game_id: string;
  seat: 'A' | 'B';
  /** A user's username, or an AI's name with the suffix " ai". */
  username: string;
  name: string;
  is_ai: number;
  /** The character the seat played; null when the game ended before Choose did. */
  character: string | null;
  /** The game's end (copied here so a player's history reads one index). */
  ended_at: number;
  /**
   * The user who sat here: what decides who played (access to a private game, a user's own history); the
   * names are only shown. Null for an AI, and for a seat stored before 007_seat_users whose name named no
   * single user.
   */
  user_id: string | null;
}

/** One row per player per recorded game: what the leaderboard counts. */
export interface GamePlayersTable {
  id: Generated<number>;
  game_id: string;
  /** A user's username, or an AI's name with the suffix " ai". */
  username: string;
  name: string;
  outcome: 'win' | 'lose' | 'draw';
  /** 0: the current board; a season id once archived; -1 once reset away. */
  board: number;
  /** 0 when the leaderboard was paused as the game ended. */
  counted: number;
}

/**
 * One row per player per board, maintained in the transaction that records each result (so a board read
 * touches only the rows it shows): the counts and the Glicko-2 rating. Keyed by (board, player_id)
 * (013_standings_by_user): two accounts shown under one name have a row each.
 */
export interface StandingsTable {
  /** 0: the current board; a season id once archived (rows are deleted by a reset). */
  board: number;
  /** Who the row is (api/db/playerKey.ts): the user's id, else (an AI, an old seat with no user) the name. */
  player_id: string;
  /** The name recorded in the player's latest counted game: a user's Hive name, or an AI's name with " ai". */
  username: string;
  /** The name shown in the player's latest counted game. */
  name: string;
  wins: Generated<number>;
  draws: Generated<number>;
  losses: Generated<number>;
  rating: number;
  rd: number;
  vol: number;
  /** Rated games counted (AI rows: 0, their rating is fixed). */
  games: Generated<number>;
  /** 1 when rd is at most the provisional limit (RULES.md); the rating order lists these first. */
  established: number;
  /** 1 for a server AI (its rating is its level's fixed rating). */
  is_ai: number;
}

/** One row per human player per rated game: the rating before and after it. */
export interface RatingHistoryTable {
  id: Generated<number>;
  /** Who (api/db/playerKey.ts): what a history is read by, and the pair the rated-games limit counts. */
  player_id: string;
  /** The opponent's player_id. */
  opponent_id: string;
  /** The name the player was recorded under. */
  username: string;
  /** 0 while the game is on the current board; its season id once archived; -1 once reset away. */
  board: number;
  game_id: string;
  opponent: string;
  opponent_name: string;
  outcome: 'win' | 'lose' | 'draw';
  rating_before: number;
  rating_after: number;
  rd_before: number;
  rd_after: number;
  played_at: number;
}

export interface SeasonsTable {
  id: Generated<number>;
  archived_at: number;
  title: string;
  /** The standings at archive time, as JSON rows. */
  standings: string;
}

export interface SettingsTable {
  key: string;
  /** JSON. */
  value: string;
}

export interface ImagesTable {
  key: string;
  png: Buffer;
  updated_at: number;
}

/** A game in progress (009_live_games): what recording it as no contest needs if its process dies. */
export interface LiveGamesTable {
  /** The stored game id it will have. */
  id: string;
  /** The process hosting it (its heartbeat is in live_processes). */
  process_id: string;
  mode: string;
  /** The game's secret seed (64 hex digits): kept here only while the game is in progress. */
  seed: string;
  salt: string;
  seed_commitment: string;
  /** The phase durations as JSON. */
  durations: string;
  /** Who sits where, as JSON (FinishedGame's `players`). */
  players: string;
  started_at: number;
}

/** Each running process's heartbeat: when it last said it was alive (its own clock, epoch ms). */
export interface LiveProcessesTable {
  process_id: string;
  seen_at: number;
}

/** A player's game that ended because its server stopped: shown to the player once (read_at set then). */
export interface GameNoticesTable {
  user_id: string;
  game_id: string;
  /** The opponent's shown name. */
  opponent: string;
  created_at: number;
  read_at: number | null;
}

/** Where a game's anchor is (issue 28): `sending` is signed and recorded, its broadcast not yet acknowledged. */
export type AnchorRowState = 'queued' | 'sending' | 'published' | 'irreversible' | 'failed';

/** The outbox: one row per counted game recorded while anchoring was on, in recording order (`seq`). */
export interface AnchorsTable {
  seq: Generated<number>;
  game_id: string;
  /** The engine's AnchorEntry as JSON. */
  entry: string;
  state: AnchorRowState;
  /** Transactions that expired without a block, or were refused. */
  attempts: Generated<number>;
  last_error: string | null;
  tx_id: string | null;
  block: number | null;
  queued_at: number;
  published_at: number | null;
  /** Not retried before this (server ms): the back-off. */
  next_at: Generated<number>;
}

/** A signed transaction of anchors, recorded before its broadcast, kept until its block is irreversible. */
export interface AnchorTxsTable {
  tx_id: string;
  /** The signed transaction as JSON (broadcast again, unchanged, after a failure or a restart). */
  tx: string;
  /** The head block when it was signed: the search for it starts after this. */
  ref_block: number;
  /** Its expiration (chain time, epoch ms). */
  expires_at: number;
  /** The last block searched for it. */
  scanned_to: number;
  block: number | null;
  created_at: number;
}

/** The publisher's lease: one process publishes at a time. */
export interface AnchorLeaseTable {
  name: string;
  owner: string;
  until: number;
}

/** An arena (issue 41): a time-boxed tournament. */
export interface ArenasTable {
  id: string;
  name: string;
  /** A private arena's code; null for a public (scheduled) one. */
  code: string | null;
  /** The player who made a private arena (null for a scheduled one). */
  created_by: string | null;
  schedule_id: string | null;
  starts_at: number;
  ends_at: number;
  /** The standings are final (every game ended after the end). */
  finished_at: number | null;
  /** The clock its games run on: standard or relaxed (016_arena_clock). */
  clock: Generated<string>;
}

/** A player of an arena. */
export interface ArenaPlayersTable {
  arena_id: string;
  user_id: string;
  username: string;
  /** The rating the player joined with. */
  rating: number;
  /** active, paused or withdrawn. */
  state: string;
  joined_at: number;
  /** When the player became free to pair (joined, came back, or its last game ended), ms. */
  free_since: number;
  /** The open pairing, null when free. */
  pairing_id: string | null;
  /** The last game's opponent (user id). */
  last_opponent: string | null;
  /** Running totals of the finished pairings (docs/ARCHITECTURE.md "Arenas"). */
  score: Generated<number>;
  streak: Generated<number>;
  games: Generated<number>;
  wins: Generated<number>;
  losses: Generated<number>;
  opponent_ratings: Generated<number>;
  scored_at: number | null;
}

/** One pairing of an arena: a game room for two of its players, and the game's result. */
export interface ArenaPairingsTable {
  id: string;
  arena_id: string;
  user_a: string;
  user_b: string;
  rating_a: number;
  rating_b: number;
  paired_at: number;
  room_id: string | null;
  game_id: string | null;
  /** paired, playing, done, no-show or void. */
  status: string;
  /** A, B, draw or none (null until the game ended). */
  winner: string | null;
  turns: Generated<number>;
  berserk_a: Generated<number>;
  berserk_b: Generated<number>;
  ended_at: number | null;
}

/** An admin's schedule of arenas. */
export interface ArenaSchedulesTable {
  id: string;
  name: string;
  /** once, hourly or daily. */
  every: string;
  minutes: number;
  next_start: number | null;
  /** The clock its arenas' games run on: standard or relaxed. */
  clock: Generated<string>;
}

/** A puzzle (issue 42, 018_puzzles): the shipped set's and those found in finished counted games. */
export interface PuzzlesTable {
  /** engine/puzzles' id (one per symmetry class of positions). */
  id: string;
  turn: number;
  /** The solver's and the opponent's letters and squares. */
  solver: string;
  solver_square: number;
  opponent: string;
  opponent_square: number;
  solution_move: number;
  /** The solving hits, a JSON array of squares. */
  solution_hits: string;
  value: number;
  next_best: number;
  /** The themes, a JSON array. */
  themes: string;
  /** Glicko-2. */
  rating: number;
  rd: number;
  vol: number;
  /** Answered attempts by anyone, and the solved ones. */
  attempts: Generated<number>;
  solved: Generated<number>;
  /** game or engine, with the game's id or the engine's seed, and the turn. */
  source_kind: string;
  source_game_id: string | null;
  source_seed: string | null;
  source_turn: number;
  /** 1 for a puzzle of the shipped set (the daily puzzle is one of them). */
  shipped: Generated<number>;
  added_at: number;
}

/** A puzzle's theme, one a row (choosing by theme). */
export interface PuzzleThemesTable {
  theme: string;
  puzzle_id: string;
}

/** One attempt at a puzzle: opened, then answered once. */
export interface PuzzleAttemptsTable {
  /** Random, unguessable. */
  id: string;
  /** Null: signed out (never rated). */
  user_id: string | null;
  puzzle_id: string;
  /** daily, next, streak, theme or id. */
  mode: string;
  theme: string | null;
  rated: number;
  /** A streak attempt: the run's solved puzzles before it. */
  streak: number | null;
  started_at: number;
  answered_at: number | null;
  solved: number | null;
  move: number | null;
  hit: number | null;
  rating_before: number | null;
  rating_after: number | null;
  puzzle_rating_before: number | null;
  puzzle_rating_after: number | null;
}

/** A player's puzzle rating (Glicko-2) and counts. */
export interface PuzzlePlayersTable {
  user_id: string;
  rating: number;
  rd: number;
  vol: number;
  attempts: Generated<number>;
  solved: Generated<number>;
  streak_current: Generated<number>;
  streak_best: Generated<number>;
  updated_at: number;
}

/** The daily puzzle of a UTC date (YYYY-MM-DD), chosen once. */
export interface PuzzleDailiesTable {
  date: string;
  puzzle_id: string;
}

/** A shipped puzzle set whose puzzles are all stored, by its file's SHA-256. */
export interface PuzzleSetsTable {
  sha256: string;
  puzzles: number;
  loaded_at: number;
}
