// The `guide` namespace: the guided first game, its offer on the game choice and its coach marks at every step
// (web/src/guide/).

/** The guide's texts, as i18next's resources hold them. */
export const GUIDE = {
  offer: {
    heading: 'New here? Play a guided first game',
    text: 'A game against the easy AI on the relaxed clock (every phase three times longer), with a short tip at every step. It takes a few minutes. <rules>Read the rules</rules> first if you like.',
    start: 'Start the guided game',
  },
  skip: 'Skip the guide',
  /** In the guided game's result: a puzzle next (issue 42). */
  puzzle: {
    text: 'Next, sharpen your reading of a turn: one position, one best plan.',
    link: 'Try today’s puzzle',
  },
  /** The coach mark's name for a screen reader. */
  label: 'Guide',
  /** The coach mark for each step of the guided game. */
  coach: {
    over: 'That was your first game! The guide is done; have fun playing.',
    reveal: 'Reveal: both plans are shown at once. A hit wins only on the square the other piece moved to.',
    chosen:
      'Picked! You can still change until the clock ends. The card shows its ranges: blue moves, red hits.',
    choose: 'Step 1: pick a character. Click a piece on the board or one of the cards.',
    placed: 'Placed. Both pieces are shown once the clock ends.',
    place: 'Step 2: click any square to put your character there.',
    move: 'Step 3 (Move): the blue squares are where you can move. Click one.',
    hit: 'Step 4 (Hit): the red squares are where you can hit from there. Guess where the AI will step and click it.',
    set: 'Step 5: press Set to lock in your plan.',
    waiting: 'Your plan is set. Wait for the AI.',
  },
} as const;
