import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/init';
import { turnNotation, type Reveal } from '../../../../engine';
import type { LastTurnReplay } from '../board/lastTurnReplay';
import { revealCaption } from './storyWords';
import type { GameView } from '../decoding/types';
import '../../styles/turns.css';

/** The width from which the list stands open beside the board (game.css's desktop layout). */
export const DESKTOP_QUERY = '(min-width: 900px)';

/** Open beside the board on a desktop; one tap away under it on a phone (no `matchMedia`: open). */
function openAtFirst(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;
}

interface TurnListProps {
  readonly view: GameView;
  readonly sessionId: string | null;
  /** The turns revealed so far (useTurnLog). */
  readonly turns: readonly Reveal[];
  readonly replay: LastTurnReplay;
}

/** Who landed a hit in a turn, in a word after its notation; null when both missed. */
function hitWords(r: Reveal, name: (seat: 'A' | 'B') => string): string | null {
  switch (r.outcome) {
    case 'next':
      return null;
    case 'draw':
      return i18n.t('gamePanel:turns.bothHit');
    default:
      return i18n.t('gamePanel:turns.hit', { name: name(r.outcome) });
  }
}

/**
 * The turns played, as Lichess's move list: each turn in the game's notation (docs/RULES.md, the engine's
 * `turnNotation`), who plays A and B, and "Show last turn", which draws the latest reveal on the board again.
 */
export function TurnList({ view, sessionId, turns, replay }: TurnListProps) {
  const { t } = useTranslation('gamePanel');
  const [open, setOpen] = useState(openAtFirst);
  const listId = useId();
  const you = view.players.find((p) => p.key === sessionId)?.seat;
  const name = (seat: 'A' | 'B') => view.players.find((p) => p.seat === seat)?.name || t('player', { seat });
  const who = (seat: 'A' | 'B') =>
    seat === you ? t('turns.whoYou', { seat, name: name(seat) }) : t('turns.who', { seat, name: name(seat) });
  const first = turns[0]?.turn ?? 1;
  const caption = replay.shown ? revealCaption(view, sessionId) : null;
  return (
    <section className="g-turns" aria-label={t('turns.label')}>
      <div className="g-turns-head">
        <button
          type="button"
          className="g-turns-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {t('turns.toggle')} <span className="num">{t('turns.count', { turns: turns.length })}</span>
        </button>
        {replay.available && (
          <button type="button" className="g-show-last" aria-pressed={replay.shown} onClick={replay.toggle}>
            {replay.shown ? t('turns.hide') : t('turns.show')}
          </button>
        )}
      </div>
      {/* Always there, so a screen reader hears the turn shown again once the button is pressed. */}
      <p className="g-turns-caption" role="status" data-testid="last-turn-caption">
        {caption === null ? '' : t('turns.shownAgain', { turn: view.lastReveal?.turn ?? '', caption })}
      </p>
      <div id={listId} hidden={!open}>
        {turns.length === 0 ? (
          <p className="muted">{t('turns.none')}</p>
        ) : (
          <>
            <p className="g-turns-key muted">{t('turns.key', { A: who('A'), B: who('B') })}</p>
            {first > 1 && (
              <p className="muted">
                {first === 2 ? t('turns.beforeOne') : t('turns.beforeMany', { last: first - 1 })}
              </p>
            )}
            <ol className="g-turns-list" data-testid="turn-list">
              {turns.map((r) => {
                const hit = hitWords(r, name);
                return (
                  <li key={r.turn} data-turn={r.turn}>
                    <code>{turnNotation(r)}</code>
                    {hit !== null && <span className="g-turns-hit"> · {hit}</span>}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
