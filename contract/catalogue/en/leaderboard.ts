// The `leaderboard` namespace: the leaderboard's view buttons and the marks on its rows (web/src/leaderboard/);
// the table's title and column names are settings an admin writes (contract/texts.ts's defaults).

/** The leaderboard's texts, as i18next's resources hold them. */
export const LEADERBOARD = {
  views: {
    label: 'Show',
    people: 'People',
    ai: 'AIs',
  },
  you: 'You',
  rd: 'RD {{rd}}',
  provisionalRd: 'Provisional (RD {{rd}})',
  provisionalRating: '{{rating}}, provisional',
} as const;
