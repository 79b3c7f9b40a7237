import type { PlayerState } from '../../../../engine';
import { useTranslation } from 'react-i18next';
import { LetterBadge } from '../../components/LetterBadge';
import { useEffect, type ReactNode } from 'react';
import { characterByLetter, MAX_TURNS, PHASE_LABELS, type Letter } from '../../../../engine';
import { seatsOf, stepsFor, type Owner } from '../board/boardModel';
import { revealCaption, storyOf, waitingForOpponent } from './storyWords';
import { dispatch, useGame } from '../../stores/game';
import { Legend } from '../board/Legend';
import { PhaseClock } from './PhaseClock';
import { PhaseHint } from './PhaseHint';
import { FilledNote } from './FilledNote';
import { phaseMeaning } from './phaseMeaning';
import { i18n } from '../../i18n/init';
import { aiLabel } from '../../components/aiLevel';
import { RatingBadge } from '../../components/RatingBadge';
import type { GameView, SeatView } from '../decoding/types';
import { BerserkMark, wentBerserk } from './Berserk';

/** How long a refused move's message stays. */
const ERROR_SHOWN_MS = 3500;

interface PlayerRowProps {
  readonly p: SeatView;
  /** Amber (you; seat A when watching) or violet. */
  readonly owner: Owner;
  readonly you: boolean;
  readonly character: Letter | null;
  /** The player went berserk (an arena game): a bolt beside the name. */
  readonly berserk: boolean;
}

function PlayerRow({ p, owner, you, character, berserk }: PlayerRowProps) {
  const { t } = useTranslation('gamePanel');
  const c = character === null ? undefined : characterByLetter(character);
  return (
    <li className={`g-player g-player-${owner}`}>
      <span className="g-player-dot" aria-hidden="true" />
      <span className="g-player-name">
        {p.name} <RatingBadge rating={p.rating} provisional={p.provisional} explain />
        {you && <span className="muted">{t('side.you')}</span>}
        {berserk && <BerserkMark />}
        {p.isAi && <span className="muted"> · {aiLabel(p.aiLevel)}</span>}
      </span>
      <span className="g-player-char muted">
        {c === undefined ? (
          t('side.hidden')
        ) : (
          <>
            {c.name}
            <LetterBadge letter={c.letter} />
          </>
        )}
        {!p.connected && <span className="error">{t('side.reconnecting')}</span>}
      </span>
    </li>
  );
}

/** Both players, you first: name and, once revealed (or your own pick), the character. */
export function Players({
  view,
  plan,
  sessionId,
}: {
  view: GameView;
  plan: PlayerState | null;
  sessionId: string | null;
}) {
  const { t } = useTranslation('gamePanel');
  const { me, foe, watching, ownerOf } = seatsOf(view, sessionId);
  const rows = watching ? view.players : [me, foe].filter((p) => p !== undefined);
  return (
    <ul className="g-players" aria-label={t('side.players')}>
      {rows.map((p) => (
        <PlayerRow
          key={p.key}
          p={p}
          owner={ownerOf(p.seat)}
          you={p === me}
          character={p.character ?? (p === me ? (plan?.character ?? null) : null)}
          berserk={wentBerserk(view, p.seat)}
        />
      ))}
    </ul>
  );
}

/** The latest refused message, shown for a few seconds. */
export function RoomErrorLine() {
  const error = useGame((s) => s.error);
  useEffect(() => {
    if (error === null) return;
    const id: ReturnType<typeof setTimeout> = setTimeout(() => {
      dispatch({ type: 'clearError' });
    }, ERROR_SHOWN_MS);
    return () => {
      clearTimeout(id);
    };
  }, [error]);
  return (
    <p className="error g-room-error" role="alert">
      {error?.message ?? ''}
    </p>
  );
}

interface SidePanelProps {
  readonly view: GameView;
  readonly plan: PlayerState | null;
  readonly sessionId: string | null;
  readonly clockOffset: number;
  /** Back/Set, or the watcher's controls: right under the phase and the countdown. */
  readonly controls?: ReactNode;
  /** An arena game's Berserk offer before the first move, under the controls. */
  readonly offer?: ReactNode;
  /** The guided game's coach mark, under the controls (never above the board). */
  readonly coach?: ReactNode;
  /** The Choose cards, under the hint. */
  readonly cards?: ReactNode;
  /** The turns played (TurnList), under the players. */
  readonly turns?: ReactNode;
}

/**
 * The shown reveal's outcome in words: "You hit Bob on e4: you win", "Bob hit you on b2: you lose",
 * "Both missed", "Both hit: draw" (who hit comes from the engine's story of the reveal).
 */
export function revealOutcome(view: GameView, sessionId: string | null): string | null {
  const story = storyOf(view, sessionId);
  const caption = revealCaption(view, sessionId);
  if (story === null || caption === null) return null;
  if (story.outcome !== 'one-hit' || story.hitter === null) return caption;
  const { me } = seatsOf(view, sessionId);
  if (me === undefined) {
    const name =
      view.players.find((p) => p.seat === story.hitter)?.name ??
      i18n.t('gamePanel:player', { seat: story.hitter });
    return i18n.t('gamePanel:side.outcomeWins', { caption, name });
  }
  return story.hitter === me.seat
    ? i18n.t('gamePanel:side.outcomeWin', { caption })
    : i18n.t('gamePanel:side.outcomeLose', { caption });
}

/** Beside the board: phase, countdown, turn, players, "Waiting for opponent", errors and the controls. */
export function SidePanel({
  view,
  plan,
  sessionId,
  clockOffset,
  controls,
  offer,
  coach,
  cards,
  turns,
}: SidePanelProps) {
  const { t } = useTranslation('gamePanel');
  const waiting = waitingForOpponent(view, plan, sessionId);
  const outcome = stepsFor(view, plan, sessionId).revealShown ? revealOutcome(view, sessionId) : null;
  const story = outcome === null ? null : storyOf(view, sessionId);
  const meaning = phaseMeaning(view.phase);
  return (
    <aside className="g-side card" aria-label={t('side.label')}>
      <div className="g-side-head">
        <h1 className="g-phase" data-phase={view.phase}>
          {PHASE_LABELS[view.phase]}
          {meaning !== '' && (
            <>
              <span className="sr-only">: </span>
              <span className="g-phase-plain">{meaning}</span>
            </>
          )}
        </h1>
        <PhaseClock
          deadline={ownDeadline(view, sessionId)}
          offset={clockOffset}
          paused={view.paused}
          relaxed={view.clock === 'relaxed'}
        />
      </div>
      {controls}
      {offer}
      {story !== null && outcome !== null && (
        <p className={`g-reveal-caption g-reveal-caption-${story.outcome}`} data-testid="reveal-caption">
          {outcome}
        </p>
      )}
      <PhaseHint view={view} plan={plan} sessionId={sessionId} />
      <FilledNote />
      <p className="g-waiting" aria-live="off">
        {waiting ? t('side.waiting') : ''}
      </p>
      {coach}
      {cards}
      <p className="g-turn num">
        {view.turn > 0 ? t('side.turn', { turn: view.turn, max: MAX_TURNS }) : t('side.beforeFirst')}
      </p>
      <Players view={view} plan={plan} sessionId={sessionId} />
      {turns}
      {view.spectators > 0 && (
        <p className="g-spectators muted num" aria-live="off">
          {t('side.watching', { spectators: view.spectators })}
        </p>
      )}
      <RoomErrorLine />
      <Legend />
    </aside>
  );
}

/** The deadline the player counts down to: its own where it is shorter (a berserker's half time), else the phase's. */
function ownDeadline(view: GameView, sessionId: string | null): number | null {
  const mine = view.players.find((p) => p.key === sessionId);
  return mine?.deadline ?? view.deadline;
}
