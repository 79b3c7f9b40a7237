// Sentences a person reads that both sides of the wire write: the server sends them (an error, a success message,
// a default setting) and the web shows them or shows them first, before the server's answer comes. Each is written
// once, in the message catalogue (contract/catalogue/, docs/MESSAGES.md); these are its readers for the code that
// imports them by name (tests/textsOnce.test.ts refuses a sentence written both in web/ and in api/, rooms/ or
// server/).
import { ERRORS } from './catalogue/en/errors';
import { SHARED } from './catalogue/en/shared';
import { interpolate } from './catalogue/interpolate';

const { playTexts } = SHARED;

/** The game choice's four buttons, until an admin renames them (the play texts setting, /setp). */
export const DEFAULT_PLAY_TEXTS = [playTexts.others, playTexts.ai, playTexts.create, playTexts.join] as const;

/** A join by code that names no game the player may join (the matchmaking gate's answer, and the web's). */
export const NO_SUCH_GAME: string = ERRORS['match/no-such-game'];

/** A rematch asked for after its offer's window closed (the room's refusal), and the result's line then. */
export const REMATCH_EXPIRED: string = ERRORS['rematch/expired'];

/** The leaderboard's title until an admin sets one (the board's default, and the admin form's placeholder). */
export const DEFAULT_BOARD_TITLE: string = SHARED.boardTitle;

/** A legacy account's email confirmed (the API's answer, and the confirmation page's heading). */
export const ACCOUNT_CONFIRMED: string = SHARED.accountConfirmed;

/** The admin forms' numbers, as their fields are labelled and as the API names them when refusing a value. */
export const SETTING_LABELS = SHARED.settingLabels;

/** The picture opacities an admin sets, by the key the API takes, as the screens and messages name them. */
export const OPACITY_NAMES = SHARED.opacityNames;

/** What the settings routes answer when a change is saved (the admin screens show it as their toast). */
export const SAVED = {
  aiNames: SHARED.saved.aiNames,
  aiGames: SHARED.saved.aiGames,
  leaderboard: SHARED.saved.leaderboard,
  archived: SHARED.saved.archived,
  reset: SHARED.saved.reset,
  opacity: (name: string) => interpolate(SHARED.saved.opacity, { name }),
} as const;
