import {
  characterByLetter,
  parseGameRecord,
  replayRecord,
  resultReason,
  revealStory,
  squareName,
  type GameResult,
  type Letter,
  type Parsed,
  type ReplayedGame,
  type Reveal,
  type RevealStory,
  type Seat,
  type StoredGame,
} from '../../../engine';
import { i18n } from '../i18n/init';

/** What the board draws for one seat at a step: its character where it stands, and (in a turn) its plan. */
export interface SideSquares {
  readonly letter: Letter | null;
  /** Where the character stands after the step (null: not known yet, e.g. the game ended before Place). */
  readonly square: number | null;
  /** In a turn: where it moved from, the square it moved to, and the square it hit; otherwise null. */
  readonly from: number | null;
  readonly move: number | null;
  readonly hit: number | null;
}

/** One step of a replay: Choose, Place, each turn, and the end. */
export interface ReplayStep {
  readonly kind: 'choose' | 'place' | 'turn' | 'end';
  /** "Choose", "Place", "Turn 3 of 7", "Result". */
  readonly label: string;
  readonly sides: { readonly [S in Seat]: SideSquares };
  /** One short sentence on what happened. */
  readonly caption: string;
  /**
   * In a turn: the engine's story of its reveal (seat A first), for the board's arrows and hit rings. At the
   * end of a game decided by a hit: that story's landed hits only (the final frame's hit marker); else null.
   */
  readonly story: RevealStory | null;
}

/** A stored game rebuilt by the engine: the replay (for the notation) and its steps. */
export interface ReplayModel {
  readonly replay: ReplayedGame;
  readonly steps: readonly ReplayStep[];
}

/** The catalogue's words for the numbers of turns up to ten, by number. */
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;

/** A number of turns in words ("Ten"), or in digits past ten. */
function turnsWords(turns: number): string {
  const word = NUMBER_WORDS[turns];
  return word === undefined ? String(turns) : i18n.t(`replay:numbers.${word}`);
}

/** "the Undergraduate (U)", or the bare letter when the engine does not know it. */
export function characterWords(letter: Letter): string {
  const c = characterByLetter(letter);
  return c === undefined ? letter : i18n.t('replay:caption.character', { name: c.name, letter });
}

const still = (letter: Letter | null, square: number | null): SideSquares => ({
  letter,
  square,
  from: null,
  move: null,
  hit: null,
});

function turnSides(r: Reveal, letters: ReplayedGame['characters']): ReplayStep['sides'] {
  return {
    A: { letter: letters.A, square: r.moveA, from: r.fromA, move: r.moveA, hit: r.hitA },
    B: { letter: letters.B, square: r.moveB, from: r.fromB, move: r.moveB, hit: r.hitB },
  };
}

/** "Ann moved d4 → e5 and hit f6; Bob stayed on a1 and hit b2. Both missed." */
function turnCaption(story: RevealStory, name: (s: Seat) => string): string {
  const plans = story.moves.map((m) => {
    const hit = story.hits.find((h) => h.seat === m.seat)!;
    const move =
      m.from === m.to
        ? i18n.t('replay:caption.stayed', { square: squareName(m.to) })
        : i18n.t('replay:caption.moved', { from: squareName(m.from), to: squareName(m.to) });
    return i18n.t('replay:caption.plan', { name: name(m.seat), move, square: squareName(hit.square) });
  });
  const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');
  const outcome =
    story.outcome === 'both-missed'
      ? i18n.t('replay:caption.bothMissed')
      : story.outcome === 'both-hit'
        ? i18n.t('replay:caption.bothHit')
        : i18n.t('replay:caption.hitOn', {
            hitter: name(story.hitter ?? 'A'),
            target: name(other(story.hitter ?? 'A')),
            square: squareName(story.square ?? 0),
          });
  return i18n.t('replay:caption.turn', { plans: plans.join('; '), outcome });
}

/** Who won in words: "Ann wins", "Draw", "No contest", "Unfinished". */
export function winnerWords(result: GameResult | null, name: (s: Seat) => string): string {
  if (result === null) return i18n.t('replay:winner.unfinished');
  if (result.winner === 'draw') return i18n.t('replay:winner.draw');
  if (result.winner === 'none') return i18n.t('replay:winner.none');
  return i18n.t('replay:winner.wins', { name: name(result.winner) });
}

/** Why the game ended, as a watcher reads it: "Ann hit Bob on c6 on turn 1", "Ten turns and no hit". */
export function reasonWords(result: GameResult, last: Reveal | null, name: (s: Seat) => string): string {
  const reason = resultReason(result, last);
  switch (reason.kind) {
    case 'hit': {
      const target: Seat = reason.hitter === 'A' ? 'B' : 'A';
      const who = { hitter: name(reason.hitter), target: name(target), turn: reason.turn };
      return reason.square === null
        ? i18n.t('replay:reason.hit', who)
        : i18n.t('replay:reason.hitOn', { ...who, square: squareName(reason.square) });
    }
    case 'both-hit':
      return i18n.t('replay:reason.bothHit', { turn: reason.turn });
    case 'turns':
      return i18n.t('replay:reason.turns', { turns: turnsWords(reason.turns) });
    case 'forfeit':
      return i18n.t('replay:reason.forfeit', { name: name(reason.leaver) });
    case 'no-contest':
      return i18n.t('replay:reason.noContest');
  }
}

/**
 * The final frame's marks: the last turn's landed hits only (no arrows; the pieces already stand on their
 * final squares), so a game ended by a hit keeps "Hit!" on the piece it struck, as the live reveal does.
 */
function finalHits(story: RevealStory): RevealStory {
  return { ...story, moves: [], hits: story.hits.filter((h) => h.landed) };
}

/** The steps of a replayed game; `name` words a seat ("Ann"). Every fact comes from the engine's replay. */
export function stepsOf(game: ReplayedGame, name: (s: Seat) => string): ReplayStep[] {
  const { characters: letters, placed, turns, final } = game;
  const start = (l: Letter | null) => (l === null ? null : (characterByLetter(l)?.start ?? null));
  const chose = (s: Seat) =>
    letters[s] === null
      ? i18n.t('replay:caption.choseNone', { name: name(s) })
      : i18n.t('replay:caption.chose', { name: name(s), character: characterWords(letters[s]) });
  const steps: ReplayStep[] = [
    {
      kind: 'choose',
      label: i18n.t('replay:steps.choose'),
      sides: { A: still(letters.A, start(letters.A)), B: still(letters.B, start(letters.B)) },
      caption: i18n.t('replay:caption.both', { A: chose('A'), B: chose('B') }),
      story: null,
    },
  ];
  if (placed.A !== null || placed.B !== null) {
    const at = (s: Seat) =>
      placed[s] === null
        ? i18n.t('replay:caption.notPlaced', { name: name(s) })
        : i18n.t('replay:caption.placed', { name: name(s), square: squareName(placed[s]) });
    steps.push({
      kind: 'place',
      label: i18n.t('replay:steps.place'),
      sides: { A: still(letters.A, placed.A), B: still(letters.B, placed.B) },
      caption: i18n.t('replay:caption.both', { A: at('A'), B: at('B') }),
      story: null,
    });
  }
  for (const r of turns) {
    const story = revealStory(r, null);
    steps.push({
      kind: 'turn',
      label: i18n.t('replay:steps.turn', { turn: r.turn, turns: turns.length }),
      sides: turnSides(r, letters),
      caption: turnCaption(story, name),
      story,
    });
  }
  const last = turns.at(-1) ?? null;
  const endStory = last === null ? null : finalHits(revealStory(last, null));
  const endSides = last === null ? steps.at(-1)!.sides : turnSides(last, letters);
  const result = final.result;
  steps.push({
    kind: 'end',
    label: i18n.t('replay:steps.result'),
    sides: {
      A: still(endSides.A.letter, endSides.A.square),
      B: still(endSides.B.letter, endSides.B.square),
    },
    caption:
      result === null
        ? i18n.t('replay:caption.unfinished')
        : i18n.t('replay:caption.end', {
            winner: winnerWords(result, name),
            reason: reasonWords(result, last, name),
          }),
    story: result === null || endStory === null || endStory.hits.length === 0 ? null : endStory,
  });
  return steps;
}

/** Rebuilds a stored game with the engine and lists its steps; says what is wrong with a game it cannot read. */
export function replayModel(game: StoredGame): Parsed<ReplayModel> {
  const record = parseGameRecord(game);
  if (!record.ok) return record;
  const replay = replayRecord(record.value);
  if (!replay.ok) return replay;
  const name = (s: Seat) => game.players[s].name || i18n.t('replay:player', { seat: s });
  return { ok: true, value: { replay: replay.value, steps: stepsOf(replay.value, name) } };
}

/** The slider's mark for each step: "C" (Choose), "P" (Place), the turn's number, "End"; hit where one landed. */
export function stepMarks(steps: readonly ReplayStep[]): { text: string; title: string; hit: boolean }[] {
  return steps.map((s) => ({
    text: s.kind === 'turn' ? String(s.story?.turn ?? '') : i18n.t(`replay:steps.marks.${s.kind}`),
    title: s.label,
    hit: s.kind === 'turn' && s.story !== null && s.story.outcome !== 'both-missed',
  }));
}
