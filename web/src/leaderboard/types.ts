/** GET /v1/setting/setl: title, number of rows, paused, and the five column texts. */
export interface LeaderboardSetting {
  readonly title: string;
  readonly qty: number;
  readonly pause: boolean;
  /** rank, name, win, draw, loss. */
  readonly names: readonly [string, string, string, string, string];
}

/** One row of GET /api/users/leaderboard. */
export interface Standing {
  readonly place: number;
  readonly username: string;
  readonly name: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}
