// Test support for the arena screens' tests: arenas, lines and pages as the server answers them.
import type { ArenaLine, ArenaPage, ArenaSheetGame, ArenaSummary } from '../../../contract/arenas';

/** An arena's summary (running, public, from `now` for an hour, unless told). */
export function summary(over: Partial<ArenaSummary> = {}): ArenaSummary {
  return {
    id: 'a1',
    name: 'Evening Arena',
    status: 'running',
    private: false,
    startsAt: 0,
    endsAt: 3_600_000,
    players: 2,
    leader: null,
    clock: 'standard',
    ...over,
  };
}

/** A game of a sheet. */
export const game = (
  outcome: ArenaSheetGame['outcome'],
  over: Partial<ArenaSheetGame> = {},
): ArenaSheetGame => ({
  outcome,
  points: outcome === 'win' ? 2 : outcome === 'draw' ? 1 : 0,
  fire: false,
  berserk: false,
  ...over,
});

/** A standings line. */
export function line(rank: number, username: string, over: Partial<ArenaLine> = {}): ArenaLine {
  return {
    rank,
    username,
    score: 0,
    rating: 1500,
    performance: null,
    fire: false,
    sheet: [],
    state: 'active',
    playing: false,
    ...over,
  };
}

/** An arena's page (running, nobody joined, the server's clock at `now`), unless told. */
export function page(over: Partial<ArenaPage> = {}): ArenaPage {
  return {
    arena: summary(),
    code: null,
    standings: [],
    me: null,
    games: [],
    now: 0,
    anchor: null,
    ...over,
  };
}
