// The `gamePanel` namespace: the live game's side panel (web/src/game/panel/): the phase's meaning and hint, the
// countdown, the start bar, Back and Set, the players, the turns played, the keys' sheet, what the clock picked,
// the reveal's story, the live region's sentences and the question before leaving. The phase names themselves are
// the engine's (PHASE_LABELS); a number of turns in words is the replay namespace's (`replay:numbers`).

/** The live game's panel texts, as i18next's resources hold them. */
export const GAME_PANEL = {
  /** A seat's name when its player has none. */
  player: 'Player {{seat}}',
  /** Each phase's plain meaning beside its name ("Hit: pick the square to hit"); empty where the name says it all. */
  meaning: {
    waiting: 'the game has not started',
    start: 'get ready',
    choose: 'pick a character',
    place: 'put it on a square',
    move: 'pick where to step',
    hit: 'pick the square to hit',
    reveal: 'both plans shown at once',
    over: '',
  },
  /** The one short line under the phase name saying what to do now. */
  hint: {
    /** A watcher's line for each phase of a game between two AIs. */
    watchingAis: {
      waiting: 'The game is about to start',
      start: 'The game starts in a moment',
      choose: 'Each AI picks a character',
      place: 'Each AI places its character on a square',
      move: 'Each AI plans where to move',
      hit: 'Each AI plans where to hit',
      reveal: 'Both plans are revealed at once',
      over: 'The game is over',
    },
    /** A watcher's line where a game a person plays differs from one between AIs. */
    watchingPlayers: {
      start: 'Waiting for both players to click Start',
      choose: 'Each player picks a character',
      place: 'Each player places their character on a square',
      move: 'Each player plans where to move',
      hit: 'Each player plans where to hit',
    },
    /** The player's line once the phase's work is done. */
    done: {
      choose: 'Character picked: waiting for your opponent (click another to change)',
      place: 'Placed: waiting for your opponent (click another square to change)',
      move: 'Plan set: waiting for your opponent',
      hit: 'Plan set: waiting for your opponent',
    },
    paused: 'The clock is stopped until Continue',
    startsSoon: 'The game starts in a moment',
    ready: 'Ready: waiting for your opponent to click Start',
    clickStart: 'Click Start when you are ready',
    choose: 'Pick your character: click a piece or a card',
    place: 'Place your character: click a square',
    moveThenHit: 'First click a blue square to move, then a red one',
    move: 'Click a blue square to move',
    confirm: 'Click Set to confirm your plan (or pick another red square)',
    hit: 'Click a red square to hit, then Set',
    hitNow: 'Now a red square to hit, then Set',
    waitingJoin: 'Waiting for your opponent to join',
    reveal: 'The arrows show both moves, the marks both hits',
    over: 'The game is over',
  },
  /** The countdown. */
  clock: {
    secondsLeft: '{{seconds}} seconds left',
    timeLeft: 'Time left: {{seconds}} seconds',
    unit: ' s',
    paused: 'Paused',
    relaxed: 'Relaxed clock',
    relaxedTitle: 'Every phase lasts three times longer',
    /** How long a phase lasts on a clock ("Choose 10 s"), and what separates the phases. */
    phaseTime: '{{phase}} {{seconds}} s',
    separator: ', ',
  },
  /** The Start phase's bar. */
  start: {
    auto: 'The game starts in a moment.',
    ready: 'Ready',
    start: 'Start',
    waiting: 'Waiting for your opponent…',
    click: 'Click to start',
    yourOpponent: 'Your opponent',
    foeReady: '{{name}} is ready.',
    foeNotReady: '{{name}} has not clicked Start yet.',
    /** The countdown shown (`count`, hidden from screen readers) and said (`said`, for screen readers only). */
    deadline:
      'The game starts when you both have clicked, or in <count>{{seconds}} s</count><said>{{seconds}} seconds</said>.',
  },
  /** Berserk in an arena game (docs/RULES.md "Berserk"): the offer before the first move and the mark by a name. */
  berserk: {
    button: 'Berserk',
    explain: 'Half time on your clock; a win of two turns or more scores 1 more.',
    /** Said after a player's name, for screen readers (the eye sees a bolt). */
    mark: ', berserk',
  },
  /** Back and Set, and the player's way out. */
  buttons: {
    back: 'Back',
    set: 'Set',
    leave: 'Leave',
    home: 'Home',
  },
  /** The panel's parts. */
  side: {
    label: 'Game',
    players: 'Players',
    you: ' (you)',
    hidden: 'Character hidden',
    reconnecting: ' · reconnecting…',
    waiting: 'Waiting for opponent',
    turn: 'Turn {{turn}} / {{max}}',
    beforeFirst: 'Before the first turn',
    watching: '{{spectators}} watching',
    /** The shown reveal's outcome: "You hit Bob on e4: you win". */
    outcomeWins: '{{caption}}: {{name}} wins',
    outcomeWin: '{{caption}}: you win',
    outcomeLose: '{{caption}}: you lose',
  },
  /** The turns played, as a move list. */
  turns: {
    label: 'Turns played',
    toggle: 'Turns played',
    count: '({{turns}})',
    show: 'Show last turn',
    hide: 'Hide last turn',
    shownAgain: 'Turn {{turn}}, shown again: {{caption}}',
    none: 'No turn has been played yet.',
    who: '{{seat}}: {{name}}',
    whoYou: '{{seat}}: {{name}} (you)',
    key: '{{A}} · {{B}}. A plan reads from>to x hit.',
    /** Before this page joined: one key for turn 1 alone, one for several (no plural forms in the catalogue). */
    beforeOne: 'Turn 1 was played before this page joined; the replay shows every turn.',
    beforeMany: 'Turns 1 to {{last}} were played before this page joined; the replay shows every turn.',
    bothHit: 'both hit',
    hit: '{{name}} hit',
  },
  /** The keys' sheet. */
  keys: {
    button: 'Keyboard shortcuts',
    title: 'Keyboard shortcuts (?)',
    heading: 'Keyboard shortcuts',
    close: 'Close',
    does: {
      arrows: 'Move between squares; while you pick, to the squares you can pick.',
      enter: 'Pick the square in focus, or press the button in focus.',
      back: 'Back: undo your last pick (Choose, Place, and planning your turn).',
      set: 'Set: confirm your move and hit for this turn.',
      tab: 'Go to the next or previous button or link.',
      help: 'Show this list.',
      escape: 'Close this list, or the result (its buttons stay on the page).',
    },
  },
  /** What the clock picked for the player when a phase ran out. */
  filled: {
    sentence: 'Time ran out: {{what}}.',
    character: 'character',
    unknownSquare: '?',
    choose: 'you were given the {{character}}',
    place: 'your {{character}} was put on {{square}}',
    move: 'you were given a move to {{square}}',
    hit: 'you were given {{picks}}',
    moveTo: 'a move to {{square}}',
    hitOn: 'a hit on {{square}}',
    both: '{{move}} and {{hit}}',
  },
  /** The reveal's story from the viewer's side. */
  story: {
    you: 'You',
    youObject: 'you',
    bothMissed: 'Both missed',
    bothHit: 'Both hit: draw',
    hitOn: '{{hitter}} hit {{target}} on {{square}}',
    /** A seat's hit mark on the board. */
    watcherHit: "{{name}}'s hit",
    yourHit: 'your hit',
    theirHit: 'their hit',
  },
  /** Why the game ended, in one line under the result. */
  reason: {
    hit: '{{hitter}} hit {{target}} on turn {{turn}}',
    hitOn: '{{hitter}} hit {{target}} on {{square}} on turn {{turn}}',
    bothHit: 'Both hit on turn {{turn}}: draw',
    turns: '{{turns}} turns and no hit',
    left: '{{name}} left the game',
    youLeft: 'You left the game',
    opponentLeft: 'Your opponent left',
    noContest: 'The server stopped the game',
  },
  /** The live region's sentences. */
  announce: {
    turn: 'Turn {{turn}} of {{max}}.',
    phase: '{{label}}.',
    caption: '{{caption}}.',
    plans: '{{who}} moved to {{move}} and hit {{hit}}.',
    waiting: '{{label}}. Waiting for opponent.',
    youAre: 'You are the {{character}}.',
    startsSoon: 'The game starts in a moment.',
    prompts: {
      waiting: 'Waiting for the game to start.',
      start: 'Click Start when you are ready.',
      choose: 'Pick your character.',
      place: 'Pick your starting square.',
      move: 'Pick where to move.',
      hit: 'Pick where to hit, then Set.',
      reveal: '',
      over: '',
    },
  },
  /** The question before the player's own Leave gives up a live game. */
  leave: {
    lose: 'Leave this game? You will lose it.',
    uncounted: 'Leave this game? It has not reached its first move: it will not count.',
  },
} as const;
