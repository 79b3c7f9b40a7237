// The `game` namespace: the live game's own screen (web/src/game's root components and leave/): the bar back to
// a live game on every other page, the question before leaving the board, and why a square was refused. Its parts
// have their own namespaces: gamePanel, gameBoard, gameResult, gameChoice.

/** The game screen's texts, as i18next's resources hold them. */
export const GAME = {
  /** The bar on every other page while the player holds a seat in a live game. */
  bar: {
    against: 'Your game against {{foe}} is on:',
    yourOpponent: 'your opponent',
    back: 'Back to the game',
  },
  /** The question when Back or a link would leave a live game's board (the game is not lost). */
  leave: {
    title: 'Leave the board?',
    text: 'The game goes on and its clock keeps running; the bar at the top brings you back.',
    stay: 'Stay',
    go: 'Go',
  },
  /** The banner when the connection to the game's room fails (web/src/game/net/). */
  connection: {
    failed: 'The connection to the game could not be restored.',
    lost: 'The connection to the game was lost.',
    unreachable: 'The game server cannot be reached. Please try again.',
  },
  /** Why a square cannot be picked now: "e4: " and the engine's reason. */
  refusal: '{{square}}: {{why}}',
} as const;
