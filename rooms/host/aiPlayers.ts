import {
  aiPick,
  applyAction,
  isLivePhase,
  pendingPick,
  SEATS,
  viewFor,
  watchedPickDue,
  type GameState,
  type Pick,
  type Seat,
} from '../../engine';
import type { Seats } from './seats';

/**
 * The server AIs of one game: when each picks and what. Eager AIs (against a person) decide as a phase opens,
 * the room commits to that pick at once and plays it after `thinkMs`; watched AIs (AI versus AI) pick at the
 * countdown marks the watcher sees (engine `watchedPickDue`).
 */
export class AiPlayers {
  constructor(
    /** AI versus AI: picks at the watched marks, never decided ahead. */
    private readonly watched: boolean,
    private readonly thinkMs: number,
  ) {}

  /** Each eager AI seat's pick for the current phase, decided now (to be committed); none when watched. */
  decided(game: GameState, seats: Seats): Pick[] {
    if (this.watched || !isLivePhase(game.phase)) return [];
    const picks: Pick[] = [];
    for (const seat of SEATS) {
      const ai = seats[seat]?.ai;
      if (ai === undefined) continue;
      const view = viewFor(game, seat);
      const pick = aiPick(view, ai.decide(view));
      if (pick !== null) picks.push(pick);
    }
    return picks;
  }

  /** When `seat`'s AI should make its pick in the current phase; undefined when it has nothing to do. */
  dueAt(game: GameState, seat: Seat): number | undefined {
    if (this.watched) return watchedPickDue(game, seat) ?? undefined;
    const phase = pendingPick(game, seat);
    if (phase === null || game.deadline === null) return undefined;
    const { deadline } = game;
    return Math.min(deadline - 1, deadline - game.durations[phase] + this.thinkMs);
  }

  /** Plays every AI action due by `now`; the new state, or undefined when nothing changed. */
  play(game: GameState, seats: Seats, now: number): GameState | undefined {
    let changed: GameState | undefined;
    for (const seat of SEATS) {
      const ai = seats[seat]?.ai;
      const current = changed ?? game;
      if (ai === undefined || !isLivePhase(current.phase) || current.paused) continue;
      const due = this.dueAt(current, seat);
      if (due === undefined || due > now) continue;
      for (const action of ai.actions(viewFor(changed ?? game, seat), !this.watched)) {
        const r = applyAction(changed ?? game, seat, action, now);
        if (r.ok) changed = r.value;
      }
    }
    return changed;
  }

  /** The times the host must wake for the AIs (their next picks). */
  wakeTimes(game: GameState, seats: Seats): number[] {
    if (!isLivePhase(game.phase) || game.paused) return [];
    const times: number[] = [];
    for (const seat of SEATS) {
      const due = seats[seat]?.ai === undefined ? undefined : this.dueAt(game, seat);
      if (due !== undefined) times.push(due);
    }
    return times;
  }
}
