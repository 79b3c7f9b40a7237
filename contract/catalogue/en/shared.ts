// The `shared` namespace: texts both sides of the wire write (a default setting the server stores and the web
// shows first, a label the API names in its refusals, the success message a settings route answers and the
// admin screens show as their toast). contract/texts.ts reads them for the code that imports them by name.

/** Shared texts, as i18next's resources hold them. */
export const SHARED = {
  playTexts: {
    others: 'Play with Others',
    ai: 'Play with AI',
    create: 'Create Game',
    join: 'Join Game',
  },
  boardTitle: 'Top 100',
  accountConfirmed: 'Account confirmed!',
  settingLabels: {
    aiNamesQty: 'Number of AI names',
    aiGames: 'Number of AI vs AI games',
    players: 'Number of players',
  },
  opacityNames: {
    tileOpacity: 'tile opacity',
    faceOpacity: 'face opacity',
    imageOpacity: 'image opacity',
  },
  saved: {
    aiNames: 'Successfully updated the number of AI names!',
    aiGames: 'Successfully updated the number of AI vs AI games!',
    leaderboard: 'Successfully updated!',
    archived: 'Successfully archived!',
    reset: 'Successfully reset!',
    opacity: 'Successfully saved {{name}}!',
  },
} as const;
