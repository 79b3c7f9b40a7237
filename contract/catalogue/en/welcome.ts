// The `welcome` namespace: the welcome screen a visitor first sees, and its game between two AIs
// (web/src/welcome/).

/** The welcome screen's texts, as i18next's resources hold them. */
export const WELCOME = {
  sentence:
    'Both players secretly plan a move and a hit at the same time: hit the square your opponent moves to and you win.',
  getStarted: 'Get started',
  playNow: 'Play now',
  signIn: 'Sign in',
  howToPlay: 'How to play',
  watchTv: 'Watch TV',
  demo: {
    label: 'A game between two AIs: {{step}}',
    hit: "{{name}}'s hit",
    title: 'Two AIs play a game · {{step}}',
    pause: 'Pause',
    play: 'Play',
  },
  /** The demo's seats go by their colours, so the captions match the pieces: amber is seat A, violet seat B. */
  names: { A: 'Amber', B: 'Violet' },
} as const;
