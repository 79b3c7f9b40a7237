import { describe, expect, test } from 'vitest';
import { ABORT_BEFORE_FIRST_MOVE_MODES } from './events';
import { startsByItself } from './game';
import {
  EXHIBITION_ROOM,
  clockFor,
  factsOf,
  isRoomKind,
  kindsWith,
  MODE_FACTS,
  modesWith,
  PUBLIC_ROOM,
  ROOM_KINDS,
  type ModeFacts,
  type RoomKind,
} from './modes';
import { GAME_MODES } from './types';

/** The facts as RULES.md and the product spec state them, one row per kind of game. */
const FACTS: readonly { readonly kind: RoomKind; readonly facts: Omit<ModeFacts, 'mode'> }[] = [
  {
    kind: 'others',
    facts: {
      public: true,
      rated: true,
      recorded: true,
      watchable: true,
      matchmade: true,
      resumable: true,
      drained: true,
      watched: false,
      seats: { people: 2, ai: 0 },
      options: [],
    },
  },
  {
    kind: 'h1a1',
    facts: {
      public: true,
      rated: false,
      recorded: true,
      watchable: true,
      matchmade: false,
      resumable: true,
      drained: true,
      watched: false,
      seats: { people: 1, ai: 1 },
      options: ['level', 'clock'],
    },
  },
  {
    kind: 'h2a0',
    facts: {
      public: false,
      rated: false,
      recorded: false,
      watchable: false,
      matchmade: false,
      resumable: true,
      drained: true,
      watched: false,
      seats: { people: 2, ai: 0 },
      options: ['clock'],
    },
  },
  {
    kind: 'h0a2',
    facts: {
      public: true,
      rated: false,
      recorded: false,
      watchable: false,
      matchmade: false,
      resumable: false,
      drained: false,
      watched: true,
      seats: { people: 0, ai: 2 },
      options: [],
    },
  },
  {
    kind: 'exhibition',
    facts: {
      public: true,
      rated: false,
      recorded: false,
      watchable: true,
      matchmade: false,
      resumable: false,
      drained: false,
      watched: true,
      seats: { people: 0, ai: 2 },
      options: [],
    },
  },
  {
    kind: 'arena',
    facts: {
      public: true,
      rated: true,
      recorded: true,
      watchable: true,
      matchmade: false,
      resumable: true,
      drained: true,
      watched: false,
      seats: { people: 2, ai: 0 },
      options: ['clock'],
    },
  },
];

describe('the table of mode facts', () => {
  test.each(FACTS)('$kind', ({ kind, facts }) => {
    expect(MODE_FACTS[kind]).toEqual({ mode: MODE_FACTS[kind].mode, ...facts });
  });

  test('every kind is in the table and has two seats, or none for people when two AIs play', () => {
    expect([...ROOM_KINDS].sort()).toEqual(FACTS.map(({ kind }) => kind).sort());
    for (const kind of ROOM_KINDS) {
      const { people, ai } = MODE_FACTS[kind].seats;
      expect(people + ai).toBe(2);
    }
  });

  test('each game mode is a room kind of its own name; the exhibition is stored as AI versus AI', () => {
    for (const mode of GAME_MODES) expect(MODE_FACTS[mode].mode).toBe(mode);
    expect(MODE_FACTS[EXHIBITION_ROOM].mode).toBe('h0a2');
  });

  test("the exhibition's and the arena's stored games are what their modes' are (a stored game knows only its mode)", () => {
    for (const kind of ['exhibition', 'arena'] as const) {
      const { public: pub, rated, recorded } = MODE_FACTS[MODE_FACTS[kind].mode];
      expect(MODE_FACTS[kind]).toMatchObject({ public: pub, rated, recorded });
    }
    expect(MODE_FACTS.arena.mode).toBe('others');
  });

  test('a rated game is recorded and public; a watchable one is public; a recorded one is public', () => {
    for (const kind of ROOM_KINDS) {
      const facts: ModeFacts = MODE_FACTS[kind];
      if (facts.rated) expect(facts.recorded && facts.public).toBe(true);
      if (facts.watchable || facts.recorded) expect(facts.public).toBe(true);
    }
  });

  test('only games with a person in them are resumable and drained', () => {
    for (const kind of ROOM_KINDS) {
      const facts = MODE_FACTS[kind];
      expect(facts.resumable).toBe(facts.seats.people > 0);
      expect(facts.drained).toBe(facts.seats.people > 0);
    }
  });

  test.each([
    ['public', ['others', 'h1a1', 'h0a2']],
    ['rated', ['others']],
    ['recorded', ['others', 'h1a1']],
  ] as const)('the %s game modes', (fact, modes) => {
    expect(modesWith(fact)).toEqual(modes);
  });

  test.each([
    ['watchable', ['others', 'h1a1', 'exhibition', 'arena']],
    ['matchmade', ['others']],
    ['drained', ['others', 'h1a1', 'h2a0', 'arena']],
    ['watched', ['h0a2', 'exhibition']],
  ] as const)('the %s kinds', (fact, kinds) => {
    expect(kindsWith(fact)).toEqual(kinds);
  });

  test('public matchmaking is the public game; the exhibition has its own room', () => {
    expect(PUBLIC_ROOM).toBe('others');
    expect(EXHIBITION_ROOM).toBe('exhibition');
  });

  test.each([
    ['others', true],
    ['exhibition', true],
    ['spectate', false],
    ['toString', false],
    ['', false],
  ] as const)('%j is a room kind: %s', (name, kind) => {
    expect(isRoomKind(name)).toBe(kind);
    expect(factsOf(name) !== undefined).toBe(kind);
  });
});

describe('the rules that read the table', () => {
  test.each(ROOM_KINDS.map((kind) => [kind] as [RoomKind]))(
    '%s: the start runs by itself where an AI sits',
    (kind) => {
      const { mode, seats } = MODE_FACTS[kind];
      expect(startsByItself(mode)).toBe(seats.ai > 0);
    },
  );

  test.each([
    ['others', 'standard'],
    ['h1a1', 'relaxed'],
    ['h2a0', 'relaxed'],
    ['h0a2', 'standard'],
    ['exhibition', 'standard'],
    ['nonsense', 'standard'],
  ] as const)('%s asked for the relaxed clock runs on the %s one', (mode, clock) => {
    expect(clockFor(mode, 'relaxed')).toBe(clock);
    expect(clockFor(mode, undefined)).toBe('standard');
  });

  test('a game left before its first move is aborted in the rated modes only', () => {
    expect(ABORT_BEFORE_FIRST_MOVE_MODES).toEqual(modesWith('rated'));
  });
});
