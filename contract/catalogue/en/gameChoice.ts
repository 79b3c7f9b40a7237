// The `gameChoice` namespace: choosing a game (web/src/game/choice/): the choices and what each does, the AI's
// level, the relaxed clock's switch, the join box and its refusals, and the way back to a game in progress. The
// choices' own names are the play texts (`shared`, set by an admin); the AI levels' words are the components
// namespace's; the guided game's offer is the guide namespace's.

/** The game choice's texts, as i18next's resources hold them. */
export const GAME_CHOICE = {
  heading: 'Play Octoduel',
  inProgress: 'You have a game in progress: <back>back to your game</back>. Starting another one leaves it.',
  others: 'Meet the next player who is looking for a game.',
  standardClock: 'Standard clock: {{times}}.',
  aiLevel: 'AI level',
  create: 'Your code will be generated.',
  watchAis: 'Watch AI versus AI',
  separator: ' · ',
  rules: 'How to play',
  puzzles: 'Puzzles: find the best plan',
  /** The relaxed clock's switch, and how the clock is described wherever it shows (home, lobby, play screen). */
  clock: {
    relaxed: 'Relaxed clock',
    relaxedLine: 'Relaxed clock: every phase lasts {{factor}} times longer',
    standard: 'Standard clock',
    about:
      'Every phase lasts {{factor}} times longer in games against the AI and private games ({{times}}). Games with others always use the standard clock. Remembered in this browser.',
    newcomer:
      'On for your first {{games}} games, to give you time to read the cards. Switch it off whenever you like.',
  },
  /** Joining a friend's game by its code. */
  join: {
    ask: 'Ask your friend for the code.',
    label: 'Game code',
    hint: 'Digits only, at most {{max}}.',
    paste: 'Paste Code',
    clipboard: 'The clipboard could not be read. Type the code instead.',
    tooLong: 'maximum length is 8 digit.',
    invalid: 'Invalid code.',
  },
} as const;
