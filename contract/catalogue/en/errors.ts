// The `errors` namespace: one sentence a person reads for each error code the API, the matchmaking gate and the
// rooms answer with (contract/http.ts API_ERROR_CODES, docs/API.md "Error codes"; the rooms' codes named here
// too). The server sends it as an error body's `message` when it has nothing more particular to say; the web
// renders it by its code (web/src/i18n/errorText.ts), so a translation fills in these keys.

/** Each code's sentence, as i18next's resources hold it (`{{name}}` an interpolated parameter). */
export const ERRORS = {
  'request/invalid': 'The request is not valid.',
  'request/not-found': 'What was asked for does not exist.',
  'request/too-large': 'The request body is too large (at most {{size}}).',
  'request/too-slow': 'The request took too long to send.',
  'request/unsupported-type': 'This kind of request body is not accepted.',
  'request/forbidden': 'No client may make this call.',
  'game/private': 'This game is private: only its two players can watch its replay.',
  'history/page-too-deep':
    'Pages past {{max}} are read with the "older" cursor of the page before (?before=).',
  'game/sealed':
    'This game ended as no contest when its server stopped answering; its record opens at {{opensAt}}.',
  'match/no-such-game': 'There is no game with this code.',
  'match/watch-only': 'The exhibition is the server’s own game: it can only be watched.',
  'match/closed': 'This game cannot be watched.',
  'match/full': 'Too many people are watching this game. Please try another.',
  'match/budget': 'You are already watching or playing too many games. Close one first.',
  'match/expired': 'The seat in this game is no longer held for you.',
  'match/arena-only': 'Arena games are made by their arena: join an arena to be paired.',
  'arena/unknown': 'There is no such arena.',
  'arena/over': 'This arena is over.',
  'arena/joined': 'You are already in this arena.',
  'arena/not-joined': 'You are not in this arena.',
  'arena/code-wrong': 'That is not this arena’s code.',
  'arena/profile-incomplete': 'Please complete your profile (name and email) before joining an arena.',
  'arena/in-game':
    'You are playing an arena game: withdrawing now loses it by forfeit. Withdraw again to confirm.',
  'puzzle/unknown': 'There is no such puzzle.',
  'puzzle/attempt-unknown': 'There is no such puzzle attempt.',
  'puzzle/not-yours': 'This puzzle attempt is another player’s.',
  'puzzle/answered': 'This puzzle attempt has already been answered.',
  'puzzle/bad-move': 'Your character cannot move to that square.',
  'puzzle/bad-hit': 'That square is out of your hit’s range from your move.',
  'puzzle/none-left': 'There is no puzzle left for you here: try another theme or mode.',
  'auth/signed-out': 'Please sign in.',
  'auth/not-admin': 'Only admins can change this.',
  'auth/not-owner': 'You can only change your own profile.',
  'auth/refused': 'The sign-in was refused. Please sign in again.',
  'auth/unconfirmed': 'Please confirm your email address first: open the link we sent you.',
  'account/conflict': 'This account belongs to another user.',
  'hive/user-not-found': 'Hive user not found',
  'rate/limited': 'Too many requests. Please wait a minute and try again.',
  'cross-site/refused': "Cross-site request refused: changes can only be made from this site's own pages.",
  'setting/invalid': 'This value is not allowed for this setting.',
  'image/missing': 'Please choose an image to upload.',
  'image/too-large': 'The image is larger than 5 MB. Please upload a smaller image.',
  'image/unsupported': 'Please upload a PNG, JPEG or WebP image.',
  'image/not-found': 'There is no such image.',
  'server/fault': 'Something went wrong on the server. Please try again.',
  'server/unavailable': 'The server cannot answer right now. Please try again in a moment.',
  'network/unreachable': 'The server cannot be reached. Check your connection and try again.',
  // The rooms' own codes (a room's `error` message) whose sentence the web also shows.
  'rematch/expired': 'The rematch offer expired.',
} as const;
