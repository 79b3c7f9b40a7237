// The `profile` namespace: a player's public profile, its rating card, rating chart and list of games
// (web/src/profile/). Dates are written by the browser's own formats (docs/MESSAGES.md "Adding a language").

/** The profile's texts, as i18next's resources hold them. */
export const PROFILE = {
  rating: {
    heading: 'Rating',
    loadError: 'The rating could not be loaded: {{error}}',
    loading: 'Loading the rating…',
    provisional: '· provisional',
    aiFixed: '· AI, fixed rating',
    wins: 'Wins',
    draws: 'Draws',
    losses: 'Losses',
    /**
     * Which games the wins, draws and losses count, and which change the rating (RULES.md "Leaderboard and
     * ratings"), beside a history that lists every game (issue 36).
     */
    counted:
      'Counted here: public games and games against the AI. Private games are listed below but not counted. Only public games against people change the rating.',
  },
  chart: {
    none: 'No rated games yet.',
    /** The chart in words (its label and caption); one rated game or more. */
    summaryOne:
      'Rating history over {{games}} rated game: from {{first}} to {{last}}, lowest {{lowest}}, highest {{highest}}; {{from}} to {{to}}.',
    summaryMany:
      'Rating history over {{games}} rated games: from {{first}} to {{last}}, lowest {{lowest}}, highest {{highest}}; {{from}} to {{to}}.',
    asTable: 'Rating history as a table',
    number: '#',
    opponent: 'Opponent',
    result: 'Result',
    rating: 'Rating',
    ratingAfter: '{{after}} ({{change}})',
    outcomes: { win: 'Win', draw: 'Draw', lose: 'Loss' },
  },
  games: {
    heading: 'Games',
    loadError: 'The games could not be loaded: {{error}}',
    loading: 'Loading the games…',
    none: 'No games yet.',
    tableLabel: 'Games table',
    caption: 'Games',
    columns: {
      date: 'Date',
      mode: 'Mode',
      opponent: 'Opponent',
      characters: 'Characters',
      result: 'Result',
      rating: 'Rating',
      replay: 'Replay',
    },
    replay: 'Replay',
    aiOpponent: '{{name}} (AI)',
    character: '{{name}} ({{letter}})',
    noCharacter: '—',
    characters: '{{player}} vs {{opponent}}',
    reason: '({{reason}})',
    pagesLabel: 'Game pages',
    newer: 'Newer',
    older: 'Older',
    page: 'Page {{shown}} of {{pages}}',
    /** A mode in plain words. */
    modes: { others: 'Public', h1a1: 'vs AI', h2a0: 'Private', h0a2: 'AI vs AI' },
    outcomes: { win: 'Won', lose: 'Lost', draw: 'Draw', none: 'No contest' },
    /** Why the game ended, from the player's side. */
    reasons: {
      hitWon: 'hit the opponent',
      hitLost: 'was hit',
      bothHit: 'both hit',
      turns: '{{turns}} turns and no hit',
      forfeitWon: 'the opponent left',
      forfeitLost: 'left the game',
      noContest: 'the server stopped the game',
    },
  },
} as const;
