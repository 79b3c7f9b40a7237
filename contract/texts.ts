// Sentences a person reads that both sides of the wire write: the server sends them (an error, a success message,
// a default setting) and the web shows them or shows them first, before the server's answer comes. Each is written
// once, here (tests/textsOnce.test.ts refuses a sentence written both in web/ and in api/, rooms/ or server/).

/** The game choice's four buttons, until an admin renames them (the play texts setting, /setp). */
export const DEFAULT_PLAY_TEXTS = ['Play with Others', 'Play with AI', 'Create Game', 'Join Game'] as const;

/** A join by code that names no game the player may join (the matchmaking gate's answer, and the web's). */
export const NO_SUCH_GAME = 'There is no game with this code.';

/** A rematch asked for after its offer's window closed (the room's refusal), and the result's line then. */
export const REMATCH_EXPIRED = 'The rematch offer expired.';

/** The leaderboard's title until an admin sets one (the board's default, and the admin form's placeholder). */
export const DEFAULT_BOARD_TITLE = 'Top 100';

/** A legacy account's email confirmed (the API's answer, and the confirmation page's heading). */
export const ACCOUNT_CONFIRMED = 'Account confirmed!';

/** The admin forms' numbers, as their fields are labelled and as the API names them when refusing a value. */
export const SETTING_LABELS = {
  aiNamesQty: 'Number of AI names',
  aiGames: 'Number of AI vs AI games',
  players: 'Number of players',
} as const;

/** The picture opacities an admin sets, by the key the API takes, as the screens and messages name them. */
export const OPACITY_NAMES = {
  tileOpacity: 'tile opacity',
  faceOpacity: 'face opacity',
  imageOpacity: 'image opacity',
} as const;

/** What the settings routes answer when a change is saved (the admin screens show it as their toast). */
export const SAVED = {
  aiNames: 'Successfully updated the number of AI names!',
  aiGames: 'Successfully updated the number of AI vs AI games!',
  leaderboard: 'Successfully updated!',
  archived: 'Successfully archived!',
  reset: 'Successfully reset!',
  opacity: (name: string) => `Successfully saved ${name}!`,
} as const;
