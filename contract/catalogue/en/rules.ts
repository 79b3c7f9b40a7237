// The `rules` namespace: the rules page's figures and its "What the solution says" section (web/src/rules/).

/** The rules page's texts, as i18next's resources hold them. */
export const RULES = {
  diagonal: {
    label:
      'Distances from the piece in the middle: 1 to the next square along its row or column, 2 to the next square on a diagonal, 2 two squares along a row or column, 4 two squares along a diagonal; squares not in line are out of reach.',
    caption:
      'Each number is the distance from the piece in the middle: a step along a row or column counts 1, a diagonal step counts 2. A character with a move of 1 cannot step diagonally; with a move of 2 it can. Blank squares are not in line: nothing reaches them.',
  },
  example: {
    label:
      'You move from {{youFrom}} to {{youMove}} and hit {{youHit}}; your opponent moves from {{themFrom}} to {{themMove}} and hits {{themHit}}.',
  },
  solution: {
    heading: 'What the solution says',
    intro:
      'Octoduel is solved: a program worked out the best play for both players from every position of every pair of characters, back from the last turn, so what best play gives is known exactly, not guessed.',
    show: 'Show what the solved game says',
    spoilerNote: 'It names the best character and where to put it.',
    value: 'The game’s value is <strong>{{value}}</strong>: {{sentence}}',
    even: 'with best play on both sides neither player is favoured: on average a game is even.',
    favouredFirst: 'with best play on both sides the first player is slightly favoured.',
    favouredSecond: 'with best play on both sides the second player is slightly favoured.',
    pickOnly: 'Best play picks the {{name}} every time, and puts it on {{squares}}.',
    pickMix: 'Best play mixes {{list}}.',
    pickItem: 'the {{name}} ({{share}})',
    squaresOr: '{{first}} or {{last}}',
    othersWorse: 'Every other character does worse against it.',
    caption: 'The 16 characters against best play, best first',
    character: 'Character',
    picked: 'Picked',
    chances: 'Winning chances, on its best square',
    onSquare: 'on {{square}}',
    note: '<strong>Picked</strong>: how often best play chooses the character. <strong>Winning chances</strong>: the best the character can do against best play, placed on its best square, a draw counting as half a win. 50\u00a0% is as good as best play; below 50\u00a0% it loses more than it wins. (As an expected result from −1, always losing, to +1, always winning: 50\u00a0% is 0, 25\u00a0% is −0.5.) Any square that turning or mirroring the board takes to the best square is as good.',
  },
} as const;
