// One thread of the Perfect strength run (tests/bench/perfectBench.ts): plays the seeded games it is given between
// Perfect and another level, seats alternating, and times each of Perfect's turn decisions.
import { parentPort } from 'node:worker_threads';
import { loadSolvedTable } from '../../api/solved/tableFiles';
import {
  createAi,
  deriveSeed,
  PerfectAi,
  playGame,
  type AiLevel,
  type Plan,
  type TurnView,
} from '../../engine';
import type { PerfectKnowledge } from '../../engine/ai/perfectAi';
import { characterIndex } from '../../engine/characters';

export interface GamesTask {
  readonly opponent: AiLevel;
  /** Seeds from (inclusive) to (exclusive); Perfect sits in A on even seeds. */
  readonly from: number;
  readonly to: number;
}

export interface GamesAnswer {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Milliseconds of each of Perfect's turn decisions. */
  readonly times: Float64Array;
  /** The position of each decision: turn, Perfect's character and square, the opponent's (5 entries each). */
  readonly positions: Int8Array;
}

/** A Perfect AI that times each of its turn decisions. */
class TimedPerfect extends PerfectAi {
  constructor(
    seed: number,
    solved: PerfectKnowledge,
    private readonly times: number[],
    private readonly positions: number[],
  ) {
    super(seed, solved);
  }

  override plan(view: TurnView): Plan {
    const start = performance.now();
    const plan = super.plan(view);
    this.times.push(performance.now() - start);
    this.positions.push(
      view.turn,
      characterIndex(view.me),
      view.mySquare,
      characterIndex(view.opponent),
      view.opponentSquare,
    );
    return plan;
  }
}

const solved = loadSolvedTable();

function play({ opponent, from, to }: GamesTask): GamesAnswer {
  const times: number[] = [];
  const positions: number[] = [];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  for (let seed = from; seed < to; seed++) {
    const asA = seed % 2 === 0;
    // The seeds playAiGame gives seat A and seat B.
    const perfect = new TimedPerfect(deriveSeed(seed, asA ? 1 : 2), solved, times, positions);
    const other = createAi(opponent, deriveSeed(seed, asA ? 2 : 1), solved);
    const r = playGame(asA ? perfect : other, asA ? other : perfect);
    if (r.winner === 'draw') draws++;
    else if ((r.winner === 'A') === asA) wins++;
    else losses++;
  }
  return { wins, draws, losses, times: Float64Array.from(times), positions: Int8Array.from(positions) };
}

const port = parentPort!;
port.on('message', (task: GamesTask) => {
  const answer = play(task);
  port.postMessage(answer, [answer.times.buffer as ArrayBuffer, answer.positions.buffer as ArrayBuffer]);
});
