import { characterByLetter, squareName } from '../../../engine';
import { LetterBadge } from '../components/LetterBadge';
import {
  charactersByValue,
  SOLVED_SUMMARY,
  squaresLike,
  winningChances,
  type SolvedCharacter,
  type SolvedSummary,
} from '../../../engine/solved/summary';

/** Below this a value reads as 0 (the table keeps values to about 1/32767). */
const ZERO = 5e-4;

/** A share (0..1) as a percentage, never split across lines: "100 %", "12.5 %". */
export const percent = (share: number): string => `${Number((share * 100).toFixed(1))}\u00a0%`;

/** An expected result (−1..1) with its sign: "0", "+0.25", "−0.14". */
export function signedValue(value: number): string {
  if (Math.abs(value) < ZERO) return '0';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

const nameOf = (c: SolvedCharacter) => characterByLetter(c.letter)?.name ?? c.letter;

/** "d4, d5, e4 or e5". */
function squareList(squares: readonly number[]): string {
  const names = squares.map(squareName).sort();
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
}

/** What the game's value says about the two seats. */
function valueSentence(value: number): string {
  if (Math.abs(value) < ZERO)
    return 'with best play on both sides neither player is favoured: on average a game is even.';
  const favoured = value > 0 ? 'first' : 'second';
  return `with best play on both sides the ${favoured} player is slightly favoured.`;
}

/** Which characters best play picks, how often, and where. */
function pickSentence(characters: readonly SolvedCharacter[]): string {
  const picked = characters.filter((c) => c.pick > 0).sort((x, y) => y.pick - x.pick);
  const only = picked.length === 1 ? picked[0] : undefined;
  if (only !== undefined)
    return `Best play picks the ${nameOf(only)} every time, and puts it on ${squareList(squaresLike(only.bestSquare))}.`;
  return `Best play mixes ${picked.map((c) => `the ${nameOf(c)} (${percent(c.pick)})`).join(', ')}.`;
}

/**
 * `/rules`, "What the solution says": the game's value and each character against best play (engine/solved), behind
 * a spoiler disclosure so it gives nothing away to a player who has not played yet.
 */
export function SolutionFacts({ summary = SOLVED_SUMMARY }: { summary?: SolvedSummary }) {
  const rows = charactersByValue(summary);
  const othersWorse = summary.characters.every((c) => c.pick > 0 || c.value < summary.gameValue - ZERO);
  return (
    <section aria-labelledby="r-solution" className="card stack">
      <h2 id="r-solution">What the solution says</h2>
      <p>
        Octoduel is solved: a program worked out the best play for both players from every position of every
        pair of characters, back from the last turn, so what best play gives is known exactly, not guessed.
      </p>
      {/* A spoiler: it names the best character and square, which a newcomer may want to find by playing. */}
      <details className="r-spoiler">
        <summary>Show what the solved game says</summary>
        <p className="muted">It names the best character and where to put it.</p>
        <p>
          The game&rsquo;s value is <strong>{signedValue(summary.gameValue)}</strong>:{' '}
          {valueSentence(summary.gameValue)}
        </p>
        <p>
          {pickSentence(summary.characters)}
          {othersWorse && ' Every other character does worse against it.'}
        </p>
        <table className="r-solution">
          <caption>The 16 characters against best play, best first</caption>
          <thead>
            <tr>
              <th scope="col">Character</th>
              <th scope="col" className="num">
                Picked
              </th>
              <th scope="col" className="num">
                Winning chances, on its best square
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.letter}>
                <th scope="row">
                  {nameOf(c)}
                  <LetterBadge letter={c.letter} />
                </th>
                <td className="num">{percent(c.pick)}</td>
                <td className="num">
                  {percent(winningChances(c.value) / 100)}{' '}
                  <span className="r-nowrap">on {squareName(c.bestSquare)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          <strong>Picked</strong>: how often best play chooses the character. <strong>Winning chances</strong>
          : the best the character can do against best play, placed on its best square, a draw counting as
          half a win. 50&nbsp;% is as good as best play; below 50&nbsp;% it loses more than it wins. (As an
          expected result from −1, always losing, to +1, always winning: 50&nbsp;% is 0, 25&nbsp;% is −0.5.)
          Any square that turning or mirroring the board takes to the best square is as good.
        </p>
      </details>
    </section>
  );
}
