/**
 * Who a standings row or a rating history row belongs to (013_standings_by_user): a person's user id, so two
 * accounts recorded under one name (a legacy `carol` and the Hive `carol`) never share a row; for a seat with no
 * user (a server AI, or a game stored before 007_seat_users whose name named no single user), the recorded name.
 * The two never meet: a user id is a UUID (36 characters), longer than any Hive name (16 at most), and an AI's
 * name has a space ("Ada ai").
 */
export const playerKey = (player: { readonly username: string; readonly userId?: string }): string =>
  player.userId ?? player.username;
