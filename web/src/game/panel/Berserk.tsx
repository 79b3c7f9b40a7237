import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLivePhase } from '../../../../engine';
import { seatsOf } from '../board/boardModel';
import { send } from '../net/connection';
import { useGame } from '../../stores/game';
import type { GameView } from '../decoding/types';

/**
 * Berserk may still be asked for (docs/RULES.md "Berserk"): the game is live and no move has been played yet, as
 * the engine's goBerserk takes it. Which games allow it is the room's to decide: the game screen offers it in an
 * arena game only.
 */
export const berserkOpen = (view: GameView): boolean => isLivePhase(view.phase) && view.turn === 0;

/** The seat went berserk, as the room synced it. */
export const wentBerserk = (view: GameView, seat: 'A' | 'B'): boolean => view.berserk?.[seat] === true;

/**
 * An arena game's player, before the first move: "Berserk" (its own clock on half time; a win of two turns or
 * more scores 1 more) and what it does, in one line. Gone once the player went berserk or the first move came;
 * a refusal shows as any room error does (RoomErrorLine).
 */
export function BerserkOffer({
  view,
  sessionId,
}: {
  readonly view: GameView;
  readonly sessionId: string | null;
}) {
  const { t } = useTranslation('gamePanel');
  // Asked and neither synced nor refused yet (the room's latest error is still the one seen at the click): one
  // click sends one command, and a refusal gives the button back.
  const errorSeq = useGame((s) => s.error?.seq ?? 0);
  const [asked, setAsked] = useState<{ readonly game: string; readonly seq: number } | null>(null);
  const { me, watching } = seatsOf(view, sessionId);
  if (watching || me === undefined || !berserkOpen(view) || wentBerserk(view, me.seat)) return null;
  const gameKey = view.gameId ?? '';
  return (
    <div className="g-berserk-offer">
      <button
        type="button"
        className="g-berserk-button"
        aria-describedby="g-berserk-explain"
        disabled={asked?.game === gameKey && asked.seq === errorSeq}
        onClick={() => {
          setAsked({ game: gameKey, seq: errorSeq });
          send({ type: 'berserk' });
        }}
      >
        <span aria-hidden="true">⚡</span> {t('berserk.button')}
      </button>
      <p id="g-berserk-explain" className="g-berserk-explain muted">
        {t('berserk.explain')}
      </p>
    </div>
  );
}

/** The bolt beside a berserk player's name; a screen reader hears the word. */
export function BerserkMark() {
  const { t } = useTranslation('gamePanel');
  return (
    <span className="g-berserk-mark" data-testid="berserk-mark">
      <span aria-hidden="true"> ⚡</span>
      <span className="sr-only">{t('berserk.mark')}</span>
    </span>
  );
}
