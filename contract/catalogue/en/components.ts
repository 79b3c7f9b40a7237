// The `components` namespace: the parts every screen shares (web/src/components/): the header, the skip link,
// the session check, the AI levels, the rating marks and whether a game was rated.

/** The shared parts' texts, as i18next's resources hold them. */
export const COMPONENTS = {
  header: {
    main: 'Main',
    home: 'Home',
    play: 'Play',
    howToPlay: 'How to play',
    watch: 'Watch',
    arenas: 'Arenas',
    puzzles: 'Puzzles',
    leaderboard: 'Leaderboard',
    admin: 'Admin',
    signIn: 'Sign in',
    menu: 'Menu',
  },
  skipLink: 'Skip to main content',
  checkingSession: 'Checking your session',
  letterBadge: {
    letter: '({{letter}})',
    title: 'The letter on its piece',
  },
  power: {
    voting: 'Voting power',
    downvoting: 'Downvoting power',
    unread: '{{label}}: not read from the chain yet',
  },
  /** What the "?" after a rating means, wherever it shows. */
  provisional: {
    text: '? provisional: this rating is still settling; it firms up after more rated games against people.',
    button: 'Provisional rating: what the question mark means',
  },
  rating: {
    title: 'Rating',
    label: 'rating {{rating}}',
    labelProvisional: 'rating {{rating}}, provisional',
  },
  /** The AI levels as players read them, and what each plays in one line (docs/AI.md). */
  levels: {
    easy: 'Easy',
    medium: 'Medium',
    hard: 'Hard',
    perfect: 'Perfect',
  },
  levelAbout: {
    easy: 'Picks every move at random.',
    medium: 'Greedy: the best-looking move and hit of each turn.',
    hard: 'The equilibrium of each turn, learning from your moves.',
    perfect: 'The game’s exact solution: on average, nobody beats it.',
  },
  ai: 'AI',
  aiLevel: '{{level}} AI',
  /** Whether a finished game was rated (RULES.md "Leaderboard and ratings"). */
  rated: {
    rated: 'Rated: {{change}}',
    notRated: 'Not rated',
    notRatedWhy: 'Not rated: {{why}}',
    noContest: 'Not rated: no contest',
    /** Why a game of each unrated mode changes no rating. */
    why: {
      h1a1: 'against the AI',
      h2a0: 'private game',
      h0a2: 'AI versus AI',
    },
  },
} as const;
