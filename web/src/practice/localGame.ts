import {
  advance,
  AiSeat,
  aiNamesFor,
  aiSeed,
  applyAction,
  applyEvent,
  createAi,
  createGame,
  durationsFor,
  ERROR_MESSAGES,
  pendingPick,
  PLAYER_LEVELS,
  publicView,
  resultMessage,
  viewFor,
  type ClientMessage,
  type GameState,
  type PlayerLevel,
  type PublicPlayer,
  type SecretSeed,
  type Seat,
  type SeatNames,
} from '../../../engine';
import type { GameEvent } from '../stores/game';
import type { GameView, SeatView } from '../game/decoding/types';

/** The visitor's key in the view's players (the store's `sessionId`): the key a room would give a connection. */
export const VISITOR_KEY = 'visitor';
/** What the visitor is called on the board: no account, so no name of their own. */
export const VISITOR_NAME = 'Guest';
/** The store's room id while a local game runs: no room on any server has it. */
export const LOCAL_ROOM = 'local';
/** The visitor's seat; the AI has the other. */
const VISITOR: Seat = 'A';
const AI: Seat = 'B';

/** How long the AI seems to think before it picks (ms): the server's default (rooms/services.ts). */
export const AI_THINK_MS = 1500;

/** The timer a local game runs on: the browser's, or a test's fake one. */
export interface LocalClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const BROWSER_CLOCK: LocalClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => {
    clearTimeout(timer as ReturnType<typeof setTimeout>);
  },
};

/**
 * A fresh secret seed (64 hex digits) from the browser's CSPRNG: the engine draws nothing of its own, and a
 * visitor must not be able to predict the AI or the fills from what they see (docs/FAIRNESS.md).
 */
export function newLocalSeed(): SecretSeed {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface LocalGameOptions {
  readonly seed: SecretSeed;
  readonly level: PlayerLevel;
  readonly clock?: LocalClock;
}

/**
 * A whole game against the AI played in this browser, for a visitor without an account (/play-now): the engine
 * decides everything (the phases, the fills when a clock runs out, the AI's picks); this class only keeps the
 * clock, as a room's host does (rooms/host/gameHost.ts), and tells the game store what a room would send
 * (`joined`, `state`, `plan`, `error`, `gameover`), so the real game screen shows it unchanged. Nothing is sent
 * to a server: the game is neither recorded nor rated.
 */
export class LocalGame {
  private state: GameState;
  private readonly ai: AiSeat;
  private readonly clock: LocalClock;
  private readonly names: SeatNames;
  private readonly aiName: string;
  private readonly level: PlayerLevel;
  private timer: unknown = null;
  private told = false;
  private stopped = false;

  constructor(
    private readonly emit: (event: GameEvent) => void,
    { seed, level, clock = BROWSER_CLOCK }: LocalGameOptions,
  ) {
    this.clock = clock;
    this.level = level;
    const aiLevel = PLAYER_LEVELS[level];
    // The first name the engine gives an AI of this level (the server picks from its settings; there are none here).
    this.aiName = aiNamesFor(aiLevel, 1, [], [], () => 0)[0]!;
    this.names = { [VISITOR]: VISITOR_NAME, [AI]: this.aiName };
    this.state = createGame({ seed, mode: 'h1a1', durations: durationsFor('relaxed') });
    this.ai = new AiSeat(createAi(aiLevel, aiSeed(seed, AI)));
  }

  /** The game as it stands (for tests). */
  get game(): GameState {
    return this.state;
  }

  /** Seats the visitor and starts the game (the engine's start phase, which ends by itself against the AI). */
  start(): void {
    this.emit({ type: 'joined', roomId: LOCAL_ROOM, sessionId: VISITOR_KEY });
    const started = applyEvent(this.state, { type: 'start' }, this.clock.now());
    if (started.ok) this.state = started.value;
    this.update();
  }

  /** One message from the game screen, as a room takes it: the engine accepts it or says why not. */
  send(message: ClientMessage): void {
    if (this.stopped) return;
    const now = this.clock.now();
    this.state = advance(this.state, now);
    if (message.type === 'exit') {
      const left = applyEvent(this.state, { type: 'forfeit', seat: VISITOR }, now);
      if (left.ok) this.state = left.value;
    } else if (
      message.type === 'pause' ||
      message.type === 'continue' ||
      message.type === 'reset' ||
      message.type === 'rematch' ||
      message.type === 'decline'
    ) {
      this.emit({ type: 'error', code: 'message/unknown', message: ERROR_MESSAGES['message/unknown'] });
    } else {
      const result = applyAction(this.state, VISITOR, message, now);
      if (result.ok) this.state = result.value;
      else this.emit({ type: 'error', code: result.error.code, message: result.error.message });
    }
    this.update();
  }

  /** Ends the game's timer for good (the page was left): nothing more is emitted. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** When the AI picks in the current phase: a think after the phase opened, always before its deadline. */
  private aiDue(): number | null {
    const phase = pendingPick(this.state, AI);
    const { deadline, durations } = this.state;
    if (phase === null || deadline === null) return null;
    return Math.min(deadline - 1, deadline - durations[phase] + AI_THINK_MS);
  }

  /** Plays the AI's pick when it is due; true when the game changed. */
  private playAi(now: number): boolean {
    const due = this.aiDue();
    if (due === null || due > now) return false;
    let changed = false;
    for (const action of this.ai.actions(viewFor(this.state, AI))) {
      const r = applyAction(this.state, AI, action, now);
      if (r.ok) {
        this.state = r.value;
        changed = true;
      }
    }
    return changed;
  }

  /** After any change: the deadlines passed and AI picks due, then the store, then the next wake-up. */
  private update(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    this.state = advance(this.state, now);
    // Each AI pick may end a phase (both done) and open the next, where the AI may be due at once.
    for (let guard = 0; guard < 10 && this.playAi(now); guard++) this.state = advance(this.state, now);
    this.emit({ type: 'state', view: this.view(now), receivedAt: now });
    this.emit({ type: 'plan', plan: this.state.players[VISITOR] });
    if (this.state.result !== null && !this.told) {
      this.told = true;
      this.emit({ type: 'gameover', gameOver: resultMessage(this.state.result, VISITOR, this.names) });
    }
    this.arm(now);
  }

  /** One timer for the earliest of the phase's deadline and the AI's pick. */
  private arm(now: number): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const times = [this.state.deadline, this.aiDue()].filter((t): t is number => t !== null);
    if (times.length === 0) return;
    this.timer = this.clock.setTimeout(
      () => {
        this.timer = null;
        this.update();
      },
      Math.max(0, Math.min(...times) - now),
    );
  }

  /** The game as the store holds a room's synced state: the engine's public view, the seats named. */
  private view(now: number): GameView {
    const pub = publicView(this.state);
    const seat = (s: Seat, p: PublicPlayer): SeatView => ({
      ...p,
      key: s === VISITOR ? VISITOR_KEY : `ai-${s}`,
      seat: s,
      name: s === VISITOR ? VISITOR_NAME : this.aiName,
      username: '',
      isAi: s === AI,
      connected: true,
      ...(s === AI ? { aiLevel: this.level } : {}),
    });
    return {
      ...pub,
      serverTime: now,
      gameNumber: 1,
      gameCount: 1,
      clock: 'relaxed',
      level: this.level,
      players: [seat('A', pub.players.A), seat('B', pub.players.B)],
      gameId: null,
      seedCommitment: null,
      commitments: [],
      record: null,
      recordUnreadable: false,
      spectators: 0,
    };
  }
}
