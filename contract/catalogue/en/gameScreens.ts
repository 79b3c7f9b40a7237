// The `gameScreens` namespace: the game's pages (web/src/screens/game/): the lobby with its code, the search for
// an opponent, connecting to a game, the live games list, watching one (/watch/:roomId), Octoduel TV (/tv) and AI
// versus AI (/h0a2). The relaxed clock's line is the gameChoice namespace's; the game screen itself is the game*
// namespaces'.

/** The game pages' texts, as i18next's resources hold them. */
export const GAME_SCREENS = {
  /** The home page's framed site, when an admin set one. */
  homeEmbed: 'Octoduel home',
  /** A private game's lobby, and the AI game's moment before it starts. */
  lobby: {
    startingAi: 'Starting your game against the AI…',
    heading: 'Your game code',
    codeLabel: 'Game code {{digits}}',
    copied: 'Copied',
    copy: 'Copy code',
    cancel: 'Cancel',
    copyFailed: 'The code could not be copied: select it and copy it.',
    standardClock: 'Standard clock',
    waiting: 'Waiting for your friend…',
  },
  /** Looking for another player. */
  search: {
    heading: 'Searching for an opponent',
    seconds: '{{seconds}} seconds',
    none: 'No opponent has joined yet.',
    keep: 'Keep searching',
    playAi: 'Play vs AI',
    cancel: 'Cancel',
  },
  /** /play before the room's state arrives. */
  play: {
    reconnecting: 'Reconnecting to your game…',
    connecting: 'Connecting to your game…',
  },
  /** /watch: the games being played now. */
  live: {
    heading: 'Live games',
    intro: 'Watch any game being played right now, or let <tv>Octoduel TV</tv> follow the best-rated one.',
    loading: 'Loading live games…',
    none: 'No game is being played right now. This list refreshes by itself.',
    label: 'Live games',
    ai: ' · AI',
    vs: ' vs ',
    exhibition: ' · Exhibition',
    turn: ' · Turn {{turn}}',
    starting: ' · Starting',
    watching: ' · {{spectators}} watching',
  },
  /** Watching one game (/watch/:roomId, /tv). */
  spectate: {
    playingNow: 'You are playing a game: you can watch others once it is over.',
    watching: 'You are watching this game.',
    back: 'Back to live games',
    joining: 'Joining the game…',
  },
  /** Octoduel TV (/tv). */
  tv: {
    heading: 'Octoduel TV',
    idle: 'No game is being played right now. Checking again…',
    looking: 'Looking for the best live game…',
    next: 'Next game in {{seconds}} s…',
    /** /tv?arena=<id>: TV follows an arena's top game. */
    arenaIdle: 'No game of this arena is being played right now. Checking again…',
  },
  /** AI versus AI (/h0a2). */
  watch: {
    counter: 'Game {{number}} / {{total}}',
    replay: 'Watch the replay',
    continue: 'Continue',
    pause: 'Pause',
    reset: 'Reset',
    exit: 'Exit',
    starting: 'Starting AI versus AI…',
  },
} as const;
