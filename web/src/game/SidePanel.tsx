import type { PlayerState } from '../../../engine';
import { useEffect, type ReactNode } from 'react';
import { characterByLetter, MAX_TURNS, PHASE_LABELS, type Letter } from '../../../engine';
import { seatsOf, stepsFor, type Owner } from './boardModel';
import { dispatch, useGame } from '../stores/game';
import { Legend } from './Legend';
import { PhaseClock } from './PhaseClock';
import { PhaseHint } from './PhaseHint';
import { aiLabel } from '../components/aiLevel';
import { RatingBadge } from '../components/RatingBadge';
import type { GameView, SeatView } from './types';

/** How long a refused move's message stays. */
const ERROR_SHOWN_MS = 3500;

interface PlayerRowProps {
  readonly p: SeatView;
  /** Amber (you; seat A when watching) or violet. */
  readonly owner: Owner;
  readonly you: boolean;
  readonly character: Letter | null;
}

function PlayerRow({ p, owner, you, character }: PlayerRowProps) {
  const c = character === null ? undefined : characterByLetter(character);
  return (
    <li className={`g-player g-player-${owner}`}>
      <span className="g-player-dot" aria-hidden="true" />
      <span className="g-player-name">
        {p.name} <RatingBadge rating={p.rating} provisional={p.provisional} explain />
        {you && <span className="muted"> (you)</span>}
        {p.isAi && <span className="muted"> · {aiLabel(p.aiLevel)}</span>}
      </span>
      <span className="g-player-char muted">
        {c === undefined ? 'Character hidden' : `${c.name} (${c.letter})`}
        {!p.connected && <span className="error"> · reconnecting…</span>}
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
  const { me, foe, watching, ownerOf } = seatsOf(view, sessionId);
  const rows = watching ? view.players : [me, foe].filter((p) => p !== undefined);
  return (
    <ul className="g-players" aria-label="Players">
      {rows.map((p) => (
        <PlayerRow
          key={p.key}
          p={p}
          owner={ownerOf(p.seat)}
          you={p === me}
          character={p.character ?? (p === me ? (plan?.character ?? null) : null)}
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
  /** Back/Set, or the watcher's controls. */
  readonly children?: ReactNode;
}

/** Beside the board: phase, countdown, turn, players, "Waiting for opponent", errors and the controls. */
export function SidePanel({ view, plan, sessionId, clockOffset, children }: SidePanelProps) {
  const { foe, watching } = seatsOf(view, sessionId);
  const waiting = !watching && stepsFor(view, plan, sessionId).done && foe !== undefined && !foe.done;
  return (
    <aside className="g-side card" aria-label="Game">
      <div className="g-side-head">
        <h1 className="g-phase" data-phase={view.phase}>
          {PHASE_LABELS[view.phase]}
        </h1>
        <PhaseClock
          deadline={view.deadline}
          offset={clockOffset}
          paused={view.paused}
          relaxed={view.clock === 'relaxed'}
        />
      </div>
      <PhaseHint view={view} plan={plan} sessionId={sessionId} />
      <p className="g-turn num">
        {view.turn > 0 ? `Turn ${view.turn} / ${MAX_TURNS}` : 'Before the first turn'}
      </p>
      <Players view={view} plan={plan} sessionId={sessionId} />
      {view.spectators > 0 && (
        <p className="g-spectators muted num" aria-live="off">
          {view.spectators} watching
        </p>
      )}
      <p className="g-waiting" aria-live="off">
        {waiting ? 'Waiting for opponent' : ''}
      </p>
      <RoomErrorLine />
      {children}
      <Legend />
    </aside>
  );
}
