import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { squareFromName as sq, type FilledPick } from '../../../../engine';
import { dispatch } from '../../stores/game';
import { Announcer } from './Announcer';
import { filledSentence } from './filledWords';
import { SidePanel } from './SidePanel';
import { plan, seat, view } from '../decoding/testViews';

afterEach(() => {
  cleanup();
  dispatch({ type: 'reset' });
});

const fill = (f: Partial<FilledPick> & Pick<FilledPick, 'phase'>): FilledPick => ({
  turn: 1,
  character: null,
  square: null,
  move: null,
  hit: null,
  ...f,
});

describe('filledSentence: each pick the clock made, in words', () => {
  test.each([
    [fill({ phase: 'choose', turn: 0, character: 'N' }), 'Time ran out: you were given the Nurse.'],
    [
      fill({ phase: 'place', turn: 0, character: 'N', square: sq('c7') }),
      'Time ran out: your Nurse was put on c7.',
    ],
    [fill({ phase: 'move', move: sq('d4') }), 'Time ran out: you were given a move to d4.'],
    [
      fill({ phase: 'hit', move: sq('d4'), hit: sq('e5') }),
      'Time ran out: you were given a move to d4 and a hit on e5.',
    ],
    [fill({ phase: 'hit', hit: sq('e5') }), 'Time ran out: you were given a hit on e5.'],
  ])('%j', (f, text) => {
    expect(filledSentence(f)).toBe(text);
  });
});

const players = [
  seat({ key: 'me', seat: 'A', character: 'N', square: sq('c7') }),
  seat({ key: 'them', seat: 'B', character: 'C', square: 0 }),
];

describe('where the player looks: under the phase name and in the live region, until the next phase', () => {
  test('a filled move shows in the side panel and is said first by the live region; the next turn clears it', () => {
    const hit = view({ phase: 'hit', turn: 2, players });
    dispatch({ type: 'state', view: hit, receivedAt: 0 });
    dispatch({ type: 'filled', fill: fill({ phase: 'move', turn: 2, move: sq('d4') }) });
    render(
      <>
        <SidePanel view={hit} plan={plan({ move: sq('d4') })} sessionId="me" clockOffset={0} />
        <Announcer view={hit} sessionId="me" plan={plan({ move: sq('d4') })} />
      </>,
    );
    expect(screen.getByTestId('filled-note').textContent).toBe('Time ran out: you were given a move to d4.');
    expect(screen.getByTestId('announcer').textContent).toMatch(
      /^Time ran out: you were given a move to d4\. /,
    );
    act(() => {
      dispatch({ type: 'state', view: view({ phase: 'reveal', turn: 2, players }), receivedAt: 0 });
    });
    expect(screen.queryByTestId('filled-note')).toBeNull();
  });

  test('a player who picked in time sees no note (no filled message came)', () => {
    const move = view({ phase: 'move', turn: 1, players });
    dispatch({ type: 'state', view: move, receivedAt: 0 });
    render(<SidePanel view={move} plan={plan()} sessionId="me" clockOffset={0} />);
    expect(screen.queryByTestId('filled-note')).toBeNull();
  });
});
