import { CHARACTERS } from '../../../engine';
import { LetterBadge } from '../components/LetterBadge';
import type { GraphicsSetting } from '../../../contract/http';
import {
  ALL_CHARACTER_IMAGES,
  CHARACTER_IMAGE_UPLOAD_ROUTE,
  CHARACTER_LIST_UPLOAD_ROUTES,
} from '../../../contract/routes';
import { NO_IMAGES } from '../art/characterImages';
import { CharacterPicture } from '../art/CharacterPicture';
import { DEFAULT_PICTURES } from '../art/defaultArt';
import { IMAGE_POSES } from '../art/pose';
import { CHARACTER_IMAGE_UPLOAD, CHARACTER_LIST_UPLOADS } from '../../../contract/images';
import { CHARACTER_PICTURES } from './graphics';
import { ImageUpload } from './ImageUpload';
import { useLoad } from '../net/useLoad';

/** The previews show pictures as uploaded, at full opacity. */
const FULL = { faceOpacity: 1, imageOpacity: 1 };

/**
 * The character-image sub-view: per character a table with its tile, face, and move/give/act images; where
 * none was uploaded, the default the game shows (the face's picture; it with the pose's badge).
 */
export function CharacterImages(props: { readonly setg: GraphicsSetting; onSaved: () => void }) {
  const { setg, onSaved } = props;
  const { data, error, reload } = useLoad(ALL_CHARACTER_IMAGES);
  if (error !== null)
    return (
      <div className="card" role="alert">
        <p className="error">{error}</p>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (data === undefined) return <p className="muted">Loading…</p>;
  return (
    <div className="stack">
      <nav aria-label="Characters">
        <ul className="char-index">
          {CHARACTERS.map((c) => (
            <li key={c.letter}>
              <a href={`#char-${c.letter}`}>{c.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {CHARACTERS.map((c, n) => {
        const images = data.find((d) => d.imgFor === c.letter)?.images ?? [];
        const rows = [
          {
            name: 'Tile',
            route: CHARACTER_LIST_UPLOAD_ROUTES.chartile,
            fields: { n: String(n) },
            current: setg.chartile[n] ?? null,
            fallback: undefined,
            success: CHARACTER_LIST_UPLOADS.chartile.success,
          },
          {
            name: 'Face',
            route: CHARACTER_LIST_UPLOAD_ROUTES.charface,
            fields: { n: String(n) },
            current: setg.charface[n] ?? null,
            fallback: <img src={DEFAULT_PICTURES[c.letter]} alt="" />,
            success: CHARACTER_LIST_UPLOADS.charface.success,
          },
          ...CHARACTER_PICTURES.map((picture, i) => ({
            name: `${picture} image`,
            route: CHARACTER_IMAGE_UPLOAD_ROUTE,
            fields: { imgFor: c.letter, n: String(i) },
            current: images[i] ?? null,
            fallback: (
              <CharacterPicture
                letter={c.letter}
                pose={IMAGE_POSES[i] ?? 'move'}
                graphics={{ ...FULL, charface: setg.charface }}
                images={NO_IMAGES}
              />
            ),
            success: CHARACTER_IMAGE_UPLOAD.success(c.name),
          })),
        ];
        return (
          <section key={c.letter} id={`char-${c.letter}`} className="card char-section">
            <table className="char-table">
              <caption>
                {c.name}
                <LetterBadge letter={c.letter} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">Image</th>
                  <th scope="col">Current, new image and save</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.name}>
                    <th scope="row">{r.name}</th>
                    <td>
                      <ImageUpload
                        label={`${c.name} ${r.name.toLowerCase()}`}
                        labelHidden
                        current={r.current}
                        fallback={r.fallback}
                        route={r.route}
                        fields={r.fields}
                        success={r.success}
                        onSaved={() => {
                          reload();
                          onSaved();
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
