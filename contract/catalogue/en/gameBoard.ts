// The `gameBoard` namespace: the live game's board (web/src/game/board/): the squares' labels, the characters'
// tips and cards, the reveal's hit labels and landed line, and the legend of its colours. The phase names the
// legend quotes are the engine's (PHASE_LABELS, SPEC_PHASE_NAMES).

/** The board's texts, as i18next's resources hold them. */
export const GAME_BOARD = {
  /** What a square's button says beyond its name and the characters on it ("e4, Nurse, move target"). */
  square: {
    moveTarget: 'move target',
    hitTarget: 'hit target',
    plannedMove: 'your planned move',
    plannedHit: 'your planned hit',
    separator: ', ',
  },
  /** The hover/focus tip of a square with characters on it. */
  tip: {
    character: '{{name}} · move {{move}} · hit {{hit}}',
    separator: ' / ',
  },
  /** A range as the cards write it: `2` or `1–3`. */
  range: '{{lo}}–{{hi}}',
  /** The characters' cards. */
  cards: {
    label: 'Characters',
    inPlay: 'Characters in play',
    card: '{{name}} ({{letter}})',
    ranges: 'Move {{move}} · Hit {{hit}}',
  },
  /** The reveal over the board. */
  reveal: {
    /** What a landed hit's label starts with. */
    landed: 'Hit!',
    landedLabel: 'Hit! {{label}}',
    /** Under the board: "Hit! Your hit landed on f8." */
    landedLine: 'Hit! {{label}} landed on {{square}}.',
  },
  /** What the colours on the board and the pictures on the cards mean. */
  legend: {
    summary: 'What the colours mean',
    move: 'Blue square: you can move there',
    hit: 'Red square: you can hit there',
    me: 'Amber: you',
    foe: 'Violet: your opponent',
    cards:
      'Card pictures: the dot is the character; blue where it can move, red where it can hit from the square it moves to, half and half where both.',
    phases:
      '<strong>{{hit}}</strong> is when you plan your hit; <strong>{{reveal}}</strong> shows both plans at once.',
    original: '(The original game calls them {{hit}} and {{reveal}}.)',
    rules: 'How to play (opens a new tab)',
  },
} as const;
