import { Link } from 'react-router';
import {
  CHARACTERS,
  MAX_TURNS,
  PHASE_DURATIONS_MS,
  PHASE_LABELS,
  SPEC_PHASE_NAMES,
  squareName,
} from '../../../engine';
import { LetterBadge } from '../components/LetterBadge';
import { RangePicture } from '../game/board/CharacterCards';
import { Legend } from '../game/board/Legend';
import { DiagonalStep } from '../rules/DiagonalStep';
import { ExampleBoard } from '../rules/ExampleBoard';
import { exampleTurn } from '../rules/exampleTurn';
import { SolutionFacts } from '../rules/SolutionFacts';
import '../styles/game.css';
import '../styles/rules.css';

const seconds = (ms: number) => `${ms / 1000} s`;
const span = (lo: number, hi: number) => (lo === hi ? `${lo}` : `${lo} to ${hi}`);

/**
 * `/rules`: the rules in plain words, every character's ranges drawn by the engine, an example turn, and what the
 * solved game says.
 */
export default function Rules() {
  const turn = exampleTurn();
  const { you, them } = turn;
  return (
    <div className="page r-page stack">
      <h1>How to play</h1>
      <p>
        Octoduel is a duel on an 8 × 8 board. Both players plan at the same time, then both plans are shown at
        once. <strong>Hit the square your opponent moves to</strong> and you win.
      </p>

      <section aria-labelledby="r-steps" className="card stack">
        <h2 id="r-steps">A game, step by step</h2>
        <ol className="r-steps">
          <li>
            <strong>{PHASE_LABELS.choose}</strong> ({seconds(PHASE_DURATIONS_MS.choose)}): pick your character
            by clicking a piece on the board or a card. Both players may pick the same one.
          </li>
          <li>
            <strong>{PHASE_LABELS.place}</strong> ({seconds(PHASE_DURATIONS_MS.place)}): click any square to
            put your character there. Then both characters and squares are shown.
          </li>
          <li>
            <strong>{PHASE_LABELS.move}</strong> ({seconds(PHASE_DURATIONS_MS.move)}): click a{' '}
            <span className="r-blue">blue</span> square to plan your move.
          </li>
          <li>
            <strong>{PHASE_LABELS.hit}</strong> ({seconds(PHASE_DURATIONS_MS.hit)}): plan your hit. Click a{' '}
            <span className="r-red">red</span> square (measured from the square you move to), then{' '}
            <strong>Set</strong>. You may already do this during Move.{' '}
            <small className="muted">The original game calls this phase {SPEC_PHASE_NAMES.hit}.</small>
          </li>
          <li>
            <strong>{PHASE_LABELS.reveal}</strong> ({seconds(PHASE_DURATIONS_MS.reveal)}): both plans are
            revealed. Both pieces move; a hit on the square the other piece moved to wins. Both hit: a draw.{' '}
            <small className="muted">The original game calls this phase {SPEC_PHASE_NAMES.reveal}.</small>
          </li>
        </ol>
        <p>
          {PHASE_LABELS.move}, {PHASE_LABELS.hit} and {PHASE_LABELS.reveal} repeat for up to {MAX_TURNS}{' '}
          turns; after turn {MAX_TURNS} without a hit the game is a draw. Until you press Set you may change
          your mind (Back undoes the latest pick). When time runs out, whatever you have not picked is picked
          at random for you. Plans stay secret until the reveal.
        </p>
      </section>

      <section aria-labelledby="r-ranges" className="card stack">
        <h2 id="r-ranges">Ranges</h2>
        <p>
          A character moves and hits only in a straight line: along its row, its column or a diagonal. Pieces
          never block. A step along a row or column counts 1; a diagonal step counts 2. Each character may
          move and hit within its own distances; a distance of 0 means staying (or hitting) on its own square.
        </p>
        <DiagonalStep />
        <Legend open rulesLink={false} />
        <ul className="r-chars">
          {CHARACTERS.map((c) => (
            <li key={c.letter} className="r-char">
              <RangePicture letter={c.letter} />
              <span>
                <strong>{c.name}</strong>
                <LetterBadge letter={c.letter} />
                <br />
                <span className="muted">
                  Move {span(c.minMove, c.maxMove)} · Hit {span(c.minHit, c.maxHit)} · starts on{' '}
                  {squareName(c.start)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="r-example" className="card stack">
        <h2 id="r-example">An example turn</h2>
        <div className="r-example">
          <figure className="r-figure">
            <ExampleBoard turn={turn} />
            <figcaption className="muted">
              Amber: you; violet: your opponent. Faint circle: the old square; arrow: the move; square
              outline: the hit.
            </figcaption>
          </figure>
          <ol>
            <li>
              You play the <strong>{you.name}</strong> on {squareName(you.from)}; your opponent the{' '}
              <strong>{them.name}</strong> on {squareName(them.from)}.
            </li>
            <li>
              {PHASE_LABELS.move}: you click {squareName(you.move)} (blue). {PHASE_LABELS.hit}: you click{' '}
              {squareName(you.hit)} (red), guessing your opponent will step there, then Set.
            </li>
            <li>
              Your opponent, in secret, moves to {squareName(them.move)} and hits {squareName(them.hit)}.
            </li>
            <li>
              {PHASE_LABELS.reveal}: both plans are revealed.{' '}
              {turn.outcome === 'A'
                ? `Your hit on ${squareName(you.hit)} lands where your opponent moved: you win. Their hit on ${squareName(them.hit)} missed you.`
                : 'Nobody was hit, so the next turn starts.'}
            </li>
          </ol>
        </div>
      </section>

      <SolutionFacts />

      <p>
        <Link to="/game">Play a game</Link>
      </p>
    </div>
  );
}
