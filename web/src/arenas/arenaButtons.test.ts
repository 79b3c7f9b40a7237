import { expect, test } from 'vitest';
import type { ArenaPlayerState, ArenaStatus } from '../../../contract/arenas';
import { arenaButtons } from './arenaButtons';
import { line, page, summary } from './testArenas';

/** A page of an arena in `status`, private or not, its code known or not, with me in `state` (or not in it). */
const at = (
  status: ArenaStatus,
  state: ArenaPlayerState | null,
  { priv = false, code = null }: { priv?: boolean; code?: string | null } = {},
) =>
  page({
    arena: summary({ status, private: priv }),
    code,
    me: state === null ? null : { line: line(1, 'me', { state }), game: null },
  });

test.each([
  { name: 'finished: nothing', p: at('finished', 'active'), signedIn: true, want: { kind: 'none' } },
  { name: 'signed out: sign in', p: at('running', null), signedIn: false, want: { kind: 'signIn' } },
  {
    name: 'not in a public one: Join',
    p: at('upcoming', null),
    signedIn: true,
    want: { kind: 'join', needsCode: false },
  },
  {
    name: 'not in a private one: Join with its code',
    p: at('running', null, { priv: true }),
    signedIn: true,
    want: { kind: 'join', needsCode: true },
  },
  {
    name: 'withdrawn from a private one: Join again, without the code',
    p: at('running', 'withdrawn', { priv: true }),
    signedIn: true,
    want: { kind: 'join', needsCode: false },
  },
  {
    name: 'in it: Pause and Withdraw',
    p: at('running', 'active'),
    signedIn: true,
    want: { kind: 'joined', paused: false },
  },
  {
    name: 'paused: Come back and Withdraw',
    p: at('upcoming', 'paused'),
    signedIn: true,
    want: { kind: 'joined', paused: true },
  },
])('$name', ({ p, signedIn, want }) => {
  expect(arenaButtons(p, signedIn)).toEqual(want);
});
