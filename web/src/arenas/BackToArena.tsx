import { useTranslation } from 'react-i18next';
import { useTicker } from '../game/panel/PhaseClock';

/** The seconds left until `at` (local ms), rounded up; re-rendered every second. */
function SecondsLeft({ at }: { readonly at: number }) {
  const { t } = useTranslation('arenas');
  const now = useTicker(1000);
  return (
    <span className="num">{t('back.soon', { seconds: Math.max(0, Math.ceil((at - now) / 1000)) })}</span>
  );
}

/**
 * The result's words after an arena game: "Back to the arena" and, while the return by itself is coming,
 * "Back to the arena in 5 s…" with "Stay here" to stop it.
 */
export function BackToArena({
  returnsAt,
  onBack,
  onStay,
}: {
  readonly returnsAt: number | null;
  readonly onBack: () => void;
  readonly onStay: () => void;
}) {
  const { t } = useTranslation('arenas');
  return (
    <div className="g-arena-back row">
      <button type="button" className="primary" onClick={onBack}>
        {t('back.link')}
      </button>
      {returnsAt !== null && (
        <>
          <SecondsLeft at={returnsAt} />
          <button type="button" onClick={onStay}>
            {t('back.stay')}
          </button>
        </>
      )}
    </div>
  );
}
