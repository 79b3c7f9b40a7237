import { useTranslation } from 'react-i18next';
import type { ArenaLine, ArenaPage } from '../../../contract/arenas';

/** The podium's places, by rank. */
const PLACES = [
  { place: 1, word: 'podium.place.first' },
  { place: 2, word: 'podium.place.second' },
  { place: 3, word: 'podium.place.third' },
] as const;

/**
 * A finished arena's podium: its first three, in rank order for a screen reader (the second and third stand beside
 * the first for the eye), and the block of Hive the final standings are
 * anchored in, once they are.
 */
export function ArenaPodium({
  standings,
  anchor,
}: {
  readonly standings: readonly ArenaLine[];
  readonly anchor: ArenaPage['anchor'];
}) {
  const { t } = useTranslation('arenas');
  const top = PLACES.flatMap(({ place, word }) => {
    const line = standings[place - 1];
    return line === undefined ? [] : [{ place, word, line }];
  });
  return (
    <section className="card stack arena-podium-card" aria-labelledby="arena-podium">
      <h2 id="arena-podium">{t('podium.heading')}</h2>
      {top.length > 0 && (
        <ol className="arena-podium">
          {top.map(({ place, word, line }) => (
            <li key={place} className={`arena-step arena-step-${place}`}>
              <span className="arena-step-place">{t(word)}</span>
              <strong className="arena-step-name">{line.username}</strong>
              <span className="num">{t('podium.points', { score: line.score })}</span>
            </li>
          ))}
        </ol>
      )}
      {anchor !== null && <p className="muted">{t('podium.anchored', { block: anchor.block })}</p>}
    </section>
  );
}
