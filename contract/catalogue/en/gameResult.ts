// The `gameResult` namespace: the result of a live game (web/src/game/result/): its title and buttons, whether
// it changed the rating, and the rematch offer. The result's message is the engine's (resultMessage), the
// expired rematch's sentence the errors namespace's (`errors:rematch/expired`), the verdict line the fairness
// namespace's and the accuracy the replay namespace's.

/** The result's texts, as i18next's resources hold them. */
export const GAME_RESULT = {
  titles: { win: 'Victory', lose: 'Defeat', draw: 'Draw' },
  /** A seat's name when its player has none. */
  player: 'Player {{seat}}',
  label: 'Result',
  /** The closed result's bar: "Victory · You win · Iris hit you on c6 on turn 1". */
  barMessage: ' · {{message}}',
  barReason: ' · {{reason}}',
  show: 'Show result',
  replay: 'Watch the replay',
  playAgain: 'Play again',
  home: 'Home',
  details: 'Details',
  fewerDetails: 'Fewer details',
  /** Whether the game changed the rating. */
  rating: {
    unratedAi:
      'Not rated: against the AI. Games against the AI do not change your rating (only games between people are rated). The result still counts on the leaderboard.',
    unratedPair:
      'Not rated: too many games against this opponent today (only the first few games between the same two players in 24 hours change ratings). The result still counts on the leaderboard.',
    /** After a reason for no change: " Your rating stays 1500?." (`?` marks a provisional rating). */
    stays: ' Your rating stays {{rating}}.',
    rated: 'Rated:',
    after: ' → {{rating}}',
    provisional: '{{rating}}?',
  },
  /** The rematch offer after a game between two players. */
  rematch: {
    rematch: 'Rematch',
    noThanks: 'No thanks',
    yourOpponent: 'Your opponent',
    waiting: 'Waiting for {{name}} to accept…',
    invited: '{{name}} wants a rematch',
    starting: 'Rematch agreed: starting the new game…',
    left: '{{name}} left: no rematch.',
    youDeclined: 'You declined the rematch.',
    declined: '{{name}} declined',
  },
} as const;
