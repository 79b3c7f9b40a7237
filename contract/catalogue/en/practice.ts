// The `practice` namespace: /play-now, a visitor's game against the AI in the browser (web/src/practice/).

/** The practice screen's texts, as i18next's resources hold them. */
export const PRACTICE = {
  notRecorded: 'Practice game against the easy AI, in your browser: not recorded, not rated.',
  signInOffer: 'Sign in to play people and keep a rating',
  playPeople: 'Play people for a rating',
  starting: 'Starting the game…',
  resultNote: 'This game was not recorded and did not change any rating.',
} as const;
