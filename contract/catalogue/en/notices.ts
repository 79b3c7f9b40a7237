// The `notices` namespace: what a player is told of a game that ended because its server stopped (issue 27,
// web/src/notices/).

/** The notices' texts, as i18next's resources hold them. */
export const NOTICES = {
  ended:
    'Your game against {{opponent}} ended as no contest: the server it was on stopped. It does not count.',
  ok: 'OK',
} as const;
