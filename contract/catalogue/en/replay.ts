// The `replay` namespace: a stored game replayed (web/src/replay/): its head, the steps and their captions, the
// controls, the notation and the plans scored against the solved game. The anchor line's words are the fairness
// namespace's.

/** The replay's texts, as i18next's resources hold them. */
export const REPLAY = {
  heading: 'Replay',
  vs: 'vs',
  ai: '(AI)',
  /** A seat's name when its player has none. */
  player: 'Player {{seat}}',
  modes: {
    others: 'Public game',
    h1a1: 'Game against the AI',
    h2a0: 'Private game',
    h0a2: 'AI against AI',
  },
  board: {
    label: 'Board at {{step}}',
    token: '{{character}} ({{name}})',
    movedFrom: '{{name}} moved from here',
    hit: "{{name}}'s hit",
    landed: "{{name}}'s hit landed here",
  },
  controls: {
    step: 'Step',
    previous: 'Previous',
    play: 'Play',
    pause: 'Pause',
    next: 'Next',
    keys: 'Left and Right arrow keys step; Home and End go to the start and the end.',
  },
  notation: {
    heading: 'Notation',
    label: 'Game notation',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download JSON',
    copiedStatus: 'Copied the notation.',
    selected: 'The text is selected: copy it with your keyboard.',
  },
  /** The plans scored against the solved game (docs/AI.md, "The analysis of a game"). */
  analysis: {
    loading: 'Scoring the plans against the solved game…',
    failed: 'The plans cannot be scored now: {{message}}',
    accuracy: 'Accuracy',
    whatFigures: 'What these figures mean',
    /** What a game's figures mean, behind "What these figures mean" under them. */
    accuracyWords:
      'Accuracy is Lichess’s formula applied to the winning chance each plan gave away, averaged over the turns where some plan would have been a mistake (more than {{margin}}% given away): a turn where every plan was as good tests nothing. There is no accuracy over fewer than {{min}} such turns, or for a player who left the game. Choosing the character and its square is not scored.',
    /** What a turn's figures mean, said once under them. */
    figuresWords:
      'Scored against the solved game: the winning chance each plan gave away against best play (0% for a best plan; when best play mixes several plans, each of them gives nothing away). A mistake gave away more than {{margin}}%, which no best plan does.',
    turn: 'Turn {{turn}} against the solved game',
    mistake: ': a mistake',
    showBest: 'Show best plans',
    hideBest: 'Hide best plans',
    bestFor: 'Best for {{name}}: <num>{{plans}}</num>',
  },
  /** The steps' labels ("Turn 3 of 7") and their marks under the slider ("C", "P", the turn's number, "End"). */
  steps: {
    choose: 'Choose',
    place: 'Place',
    turn: 'Turn {{turn}} of {{turns}}',
    result: 'Result',
    marks: { choose: 'C', place: 'P', end: 'End' },
  },
  /** One short sentence on what happened at each step. */
  caption: {
    character: 'the {{name}} ({{letter}})',
    chose: '{{name}} chose {{character}}',
    choseNone: '{{name}} chose no character',
    placed: '{{name}} placed on {{square}}',
    notPlaced: '{{name}} did not place',
    both: '{{A}}; {{B}}.',
    stayed: 'stayed on {{square}}',
    moved: 'moved {{from}} → {{to}}',
    plan: '{{name}} {{move}} and hit {{square}}',
    turn: '{{plans}}. {{outcome}}',
    bothMissed: 'Both missed.',
    bothHit: 'Both hit: draw.',
    hitOn: '{{hitter}} hit {{target}} on {{square}}.',
    unfinished: 'The game did not finish.',
    end: '{{winner}}: {{reason}}.',
  },
  /** Who won in words. */
  winner: {
    unfinished: 'Unfinished',
    draw: 'Draw',
    none: 'No contest',
    wins: '{{name}} wins',
  },
  /** Why the game ended, as a watcher reads it. */
  reason: {
    hit: '{{hitter}} hit {{target}} on turn {{turn}}',
    hitOn: '{{hitter}} hit {{target}} on {{square}} on turn {{turn}}',
    bothHit: 'Both hit on turn {{turn}}: draw',
    turns: '{{turns}} turns and no hit',
    forfeit: '{{name}} left the game',
    noContest: 'The server stopped the game',
  },
  /** A number of turns in words, up to ten. */
  numbers: {
    zero: 'Zero',
    one: 'One',
    two: 'Two',
    three: 'Three',
    four: 'Four',
    five: 'Five',
    six: 'Six',
    seven: 'Seven',
    eight: 'Eight',
    nine: 'Nine',
    ten: 'Ten',
  },
} as const;
