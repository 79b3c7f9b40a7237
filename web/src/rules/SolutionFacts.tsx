import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
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

/** The rules namespace's `t`. */
type RulesT = TFunction<'rules'>;

/** "d4, d5, e4 or e5". */
function squareList(t: RulesT, squares: readonly number[]): string {
  const names = squares.map(squareName).sort();
  if (names.length === 1) return names[0]!;
  return t('solution.squaresOr', { first: names.slice(0, -1).join(', '), last: names.at(-1)! });
}

/** What the game's value says about the two seats. */
function valueSentence(t: RulesT, value: number): string {
  if (Math.abs(value) < ZERO) return t('solution.even');
  return value > 0 ? t('solution.favouredFirst') : t('solution.favouredSecond');
}

/** Which characters best play picks, how often, and where. */
function pickSentence(t: RulesT, characters: readonly SolvedCharacter[]): string {
  const picked = characters.filter((c) => c.pick > 0).sort((x, y) => y.pick - x.pick);
  const only = picked.length === 1 ? picked[0] : undefined;
  if (only !== undefined)
    return t('solution.pickOnly', {
      name: nameOf(only),
      squares: squareList(t, squaresLike(only.bestSquare)),
    });
  const list = picked.map((c) => t('solution.pickItem', { name: nameOf(c), share: percent(c.pick) }));
  return t('solution.pickMix', { list: list.join(', ') });
}

/**
 * `/rules`, "What the solution says": the game's value and each character against best play (engine/solved), behind
 * a spoiler disclosure so it gives nothing away to a player who has not played yet.
 */
export function SolutionFacts({ summary = SOLVED_SUMMARY }: { summary?: SolvedSummary }) {
  const { t } = useTranslation('rules');
  const rows = charactersByValue(summary);
  const othersWorse = summary.characters.every((c) => c.pick > 0 || c.value < summary.gameValue - ZERO);
  return (
    <section aria-labelledby="r-solution" className="card stack">
      <h2 id="r-solution">{t('solution.heading')}</h2>
      <p>{t('solution.intro')}</p>
      {/* A spoiler: it names the best character and square, which a newcomer may want to find by playing. */}
      <details className="r-spoiler">
        <summary>{t('solution.show')}</summary>
        <p className="muted">{t('solution.spoilerNote')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="solution.value"
            values={{ value: signedValue(summary.gameValue), sentence: valueSentence(t, summary.gameValue) }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p>
          {pickSentence(t, summary.characters)}
          {othersWorse && ` ${t('solution.othersWorse')}`}
        </p>
        <table className="r-solution">
          <caption>{t('solution.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('solution.character')}</th>
              <th scope="col" className="num">
                {t('solution.picked')}
              </th>
              <th scope="col" className="num">
                {t('solution.chances')}
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
                  <span className="r-nowrap">
                    {t('solution.onSquare', { square: squareName(c.bestSquare) })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          <Trans t={t} i18nKey="solution.note" components={{ strong: <strong /> }} />
        </p>
      </details>
    </section>
  );
}
