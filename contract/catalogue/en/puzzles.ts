// The `puzzles` namespace: the puzzle screens (web/src/puzzles/, issue 42): the hub at /puzzles, a puzzle being
// solved (/puzzles/daily, /puzzles/:id, /puzzles/theme/:theme), the streak (/puzzles/streak), the dashboard
// (/puzzles/dashboard), the answer's words (why a plan solves or fails, the themes, the rating's change) and the
// guide's offer of a puzzle after the first game. The refusals are the errors namespace's (`puzzle/...`).

/** The puzzle screens' texts, as i18next's resources hold them. */
export const PUZZLES = {
  /** /puzzles. */
  hub: {
    heading: 'Puzzles',
    intro:
      'A position from a real game where one plan is clearly best against every reply, found by the solved game. Find the move and the hit.',
    daily: 'Puzzle of the day',
    dailyAbout: 'The same puzzle for everyone today.',
    dailyOpen: 'Solve the daily puzzle',
    next: 'Next puzzle',
    nextAbout: 'A puzzle near your puzzle rating ({{rating}}).',
    nextAboutNew: 'A puzzle near your puzzle rating.',
    nextOpen: 'Solve a puzzle',
    streak: 'Streak',
    streakAbout: 'Puzzles one after another, each a little harder, until the first miss. Unrated.',
    streakOpen: 'Start a streak',
    streakBest: 'Your best streak: {{best}}',
    themes: 'Themes',
    themesAbout: 'Puzzles of one kind only.',
    dashboard: 'Your puzzle dashboard',
    signIn:
      '<signin>Sign in</signin> to play rated puzzles, the streak and the themes, and to keep your results.',
  },
  /** A puzzle being solved. */
  solve: {
    loading: 'Loading the puzzle…',
    failed: 'The puzzle could not be loaded: {{error}}',
    retry: 'Try again',
    back: 'All puzzles',
    dailyHeading: 'Puzzle of the day',
    heading: 'Puzzle',
    themeHeading: 'Puzzle: {{theme}}',
    streakHeading: 'Streak',
    boardLabel: 'Puzzle board',
    turn: 'Turn {{turn}} / {{last}}',
    you: 'You: {{character}} on {{square}}',
    opponent: 'Opponent: {{character}} on {{square}}',
    puzzleRating: 'Puzzle rating {{rating}}',
    task: 'Find the plan that does best against every reply.',
    stepMove: 'Pick your move: a blue square.',
    stepHit: 'Pick your hit: a red square.',
    stepReady: 'Move to {{move}}, hit {{hit}}. Submit your answer, or Back to change it.',
    back: 'Back',
    submit: 'Submit',
    submitting: 'Checking your answer…',
    refused: '{{square}} cannot be picked now.',
    unrated: 'Not rated: sign in to play rated puzzles.',
    announceMove: 'Your move: {{square}}. Now pick your hit.',
    announceHit: 'Your hit: {{square}}. Press Submit.',
  },
  /** The answer, under the board. */
  answer: {
    solved: 'Solved!',
    failed: 'Not the best plan',
    yourPlan: 'Your plan: {{plan}}.',
    solution: 'The solution: {{plan}}.',
    solutionHits: 'The solution: move to {{move}} and hit any of {{hits}}.',
    why: 'Why it works',
    refutation: 'Why yours fails',
    replies: 'The {{opponent}} could move to {{squares}} (violet dots).',
    themes: 'Themes',
    rating: 'Your puzzle rating: {{before}} → {{after}} ({{change}})',
    provisional: '{{rating}}?',
    show: 'On the board',
    showRefutation: 'Your plan and the reply',
    showSolution: 'The solution',
    next: 'Next puzzle',
    again: 'Try the streak again',
    nextStreak: 'Next in the streak',
    streakCount: 'Streak: {{streak}}',
    streakOver: 'The streak ends at {{streak}}.',
    game: 'From a game: see it',
    announceSolved: 'Solved! {{reason}}',
    announceFailed: 'Not the best plan. {{refutation}}',
  },
  /** What the answer reveals on the board's squares, for a screen reader. */
  board: {
    yours: '{{character}} (you)',
    theirs: '{{character}} (opponent)',
    reachable: 'the {{opponent}} can move here',
    planMove: 'the plan’s move',
    planHit: 'the plan’s hit',
    replyMove: 'the {{opponent}}’s reply moves here',
    replyHit: 'the {{opponent}}’s reply hits here',
  },
  /** Why a plan solves, or why a wrong plan fails (engine/puzzles/types.ts PuzzleReason). */
  reason: {
    forcedHit: 'Every square the {{opponent}} can reach ({{squares}}) is under your hit.',
    escape: 'On {{square}} no reply of the {{opponent}} can hit you.',
    twoTurn:
      'This sets up a sure hit next turn: move to {{move}} and hit {{hit}}, whatever the {{opponent}} does.',
    refuted: {
      loss: 'The {{opponent}} answers: {{reply}}. Your plan loses.',
      draw: 'The {{opponent}} answers: {{reply}}. Your plan gets a draw at best.',
      worse: 'The {{opponent}} answers: {{reply}}. Your plan guarantees less than the solution.',
    },
  },
  words: {
    list: '{{first}} and {{last}}',
    plan: 'move to {{move}} and hit {{hit}}',
    stayPlan: 'stay on {{move}} and hit {{hit}}',
  },
  /** The themes (engine/puzzles/types.ts PUZZLE_THEMES), named and explained. */
  themes: {
    forcedHit: {
      name: 'Forced hit',
      about: 'Your hit lands wherever the opponent moves, and no reply reaches you.',
    },
    escape: { name: 'Escape', about: 'One square is out of every reply’s reach.' },
    twoTurn: { name: 'Two turns', about: 'The win is sure, but only on the next turn.' },
    corner: { name: 'Corner', about: 'The opponent on an edge or in a corner has fewer moves.' },
    longReach: { name: 'Long reach', about: 'The winning hit is at the far end of your range.' },
    lastTurn: { name: 'Last turn', about: 'Turn 10: the last chance before a draw.' },
    mutualThreat: { name: 'Mutual threat', about: 'Both sides can hit: win the race.' },
    standStill: { name: 'Stand still', about: 'Staying on your square is the answer.' },
  },
  /** /puzzles/dashboard. */
  dashboard: {
    heading: 'Your puzzles',
    loading: 'Loading your results…',
    failed: 'Your results could not be loaded: {{error}}',
    rating: 'Puzzle rating',
    attempts: 'Tried',
    solved: 'Solved',
    bestStreak: 'Best streak',
    byTheme: 'By theme',
    theme: 'Theme',
    rate: 'Solved',
    rateValue: '{{solved}} of {{attempts}}',
    recent: 'Recent tries',
    none: 'No puzzle tried yet.',
    start: 'Solve a puzzle',
    puzzle: 'Puzzle',
    result: 'Result',
    change: 'Change',
    when: 'When',
    solvedMark: 'Solved',
    failedMark: 'Missed',
  },
  /** The guided first game's end (web/src/guide): a puzzle next. */
  guideOffer: 'Try today’s puzzle',
} as const;
