import { useSearchParams } from 'react-router';
import { AdminPage } from '../../admin/AdminPage';
import { CharacterImages } from '../../admin/CharacterImages';
import { GRAPHICS_SETTING, OPACITY_SETTING } from '../../../../contract/routes';
import { SINGLE_IMAGES, singleImageDefault } from '../../admin/graphics';
import { ImageUpload } from '../../admin/ImageUpload';
import { OPACITIES, OpacitySlider } from '../../admin/OpacitySlider';
import { useLoad } from '../../net/useLoad';
import '../../admin/images.css';

/** /setg: tiles, effects and backgrounds with previews, opacities, and (?view=characters) character images. */
export default function GraphicsSettings() {
  const setg = useLoad(GRAPHICS_SETTING);
  const opacity = useLoad(OPACITY_SETTING);
  const [params, setParams] = useSearchParams();
  const characters = params.get('view') === 'characters';
  const show = (view: 'characters' | null) => {
    setParams(view === null ? {} : { view });
  };

  return (
    <AdminPage
      title={characters ? 'Graphics Settings: characters' : 'Graphics Settings'}
      loading={setg.data === undefined || opacity.data === undefined}
      error={setg.error ?? opacity.error}
      onRetry={() => {
        setg.reload();
        opacity.reload();
      }}
      tools={
        <div className="row">
          <button
            type="button"
            onClick={() => {
              show(characters ? null : 'characters');
            }}
          >
            {characters ? 'Tiles, effects and backgrounds' : 'Character images'}
          </button>
        </div>
      }
    >
      {setg.data && opacity.data && (
        <>
          {characters ? (
            <CharacterImages setg={setg.data} onSaved={setg.reload} />
          ) : (
            <>
              <section className="card stack" aria-labelledby="setg-images">
                <h2 id="setg-images">Tiles, effects and backgrounds</h2>
                <div className="image-grid">
                  {SINGLE_IMAGES.map((img) => {
                    const art = singleImageDefault(img.key);
                    return (
                      <div key={img.key} className="image-cell">
                        <ImageUpload
                          label={img.label}
                          current={setg.data?.[img.key] ?? null}
                          fallback={art === null ? undefined : <img src={art} alt="" />}
                          route={img.route}
                          success={img.success}
                          onSaved={setg.reload}
                        />
                      </div>
                    );
                  })}
                </div>
              </section>
              <section className="card stack" aria-labelledby="setg-opacity">
                <h2 id="setg-opacity">Opacity</h2>
                {OPACITIES.map((o) => (
                  <OpacitySlider key={o.title} {...o} initial={opacity.data?.[o.title] ?? 1} />
                ))}
              </section>
            </>
          )}
        </>
      )}
    </AdminPage>
  );
}
