import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { hitTargets, moveTargets } from '../../../../engine';
import { Board, nextCursor } from './Board';
import { boardModel } from './boardModel';
import { CharacterCards } from './CharacterCards';
import { plan, seat, view } from '../decoding/testViews';
import { DEFAULT_GRAPHICS } from '../useGraphics';

afterEach(cleanup);

const j27 = view({
  players: [
    seat({ key: 'me', seat: 'A', character: 'J', square: 27 }),
    seat({ key: 'them', seat: 'B', character: 'T', square: 36 }),
  ],
});

function renderBoard(p = plan({ character: 'J', square: 27 }), v = j27) {
  const onPick = vi.fn();
  const onBack = vi.fn();
  render(
    <Board
      model={boardModel(v, p, 'me')}
      graphics={DEFAULT_GRAPHICS}
      onPick={onPick}
      onBack={onBack}
      label="Board"
    />,
  );
  return { onPick, onBack, grid: screen.getByRole('grid', { name: 'Board' }) };
}

const sq = (n: number) => document.querySelector<HTMLButtonElement>(`[data-sq="${n}"]`)!;
const marked = (cls: string) =>
  [...document.querySelectorAll<HTMLElement>(`.${cls}`)]
    .map((e) => Number(e.dataset.sq))
    .sort((a, b) => a - b);

describe('Board', () => {
  test('a grid of 8 rows of 8 square buttons named by their coordinates and what stands there', () => {
    const { grid } = renderBoard();
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(within(grid).getAllByRole('button')).toHaveLength(64);
    expect(screen.getByRole('button', { name: 'a8' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'e4, Teacher' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'd5, Judicial Doctor, move target' })).toBeTruthy();
  });

  test('a square holds no text, so its name is its label even where the ghost of my move meets their piece', () => {
    renderBoard(plan({ character: 'J', square: 27, move: 36 }));
    // Two letters as text here ("JT") would not be part of "e4, Teacher, …" (axe's label-content-name-mismatch).
    expect(sq(36).querySelectorAll('.g-token-letter')).toHaveLength(2);
    expect(sq(36).textContent).toBe('');
    expect(sq(27).textContent).toBe('');
  });

  test('the edges read like the names: a..h under the bottom row, 1..8 beside the left column', () => {
    renderBoard();
    const text = (cls: string) => [...document.querySelectorAll(`.${cls}`)].map((e) => e.textContent);
    expect(text('g-coord-file')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(text('g-coord-rank')).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
    // e4 is the fifth letter and the fourth digit: the Teacher's square.
    expect(sq(60).parentElement!.textContent).toContain('e');
    expect(sq(32).parentElement!.textContent).toContain('4');
    expect(sq(36).getAttribute('aria-label')).toBe('e4, Teacher');
  });

  test('Move: blue squares are the engine move targets; clicking one picks it, others do nothing', () => {
    const { onPick } = renderBoard();
    expect(marked('g-sq-move')).toEqual(moveTargets('J', 27));
    expect(marked('g-sq-hit')).toEqual([]);
    fireEvent.click(sq(28));
    expect(onPick).toHaveBeenCalledWith(28);
    fireEvent.click(sq(0));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(sq(0).getAttribute('aria-disabled')).toBe('true');
  });

  test('Give: red squares are the engine hit targets from the planned move', () => {
    renderBoard(plan({ character: 'J', square: 27, move: 28 }));
    expect(marked('g-sq-hit')).toEqual(hitTargets('J', 28));
    expect(marked('g-sq-move')).toEqual([]);
    expect(sq(28).className).toContain('g-sq-planned-move');
  });

  test('keyboard: arrows visit only the squares to pick (one tab stop), Backspace is Back', () => {
    const { onBack, onPick, grid } = renderBoard();
    const first = within(grid)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(first).toHaveLength(1);
    first[0]!.focus();
    const targets = new Set(moveTargets('J', 27));
    const visited = new Set<number>();
    for (const key of [
      'ArrowRight',
      'ArrowDown',
      'ArrowDown',
      'ArrowLeft',
      'ArrowLeft',
      'ArrowUp',
      'ArrowUp',
    ]) {
      fireEvent.keyDown(document.activeElement!, { key });
      visited.add(Number((document.activeElement as HTMLElement).dataset.sq));
    }
    expect(visited.size).toBeGreaterThan(3);
    expect([...visited].filter((n) => !targets.has(n))).toEqual([]);
    expect((document.activeElement as HTMLButtonElement).tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    expect(onBack).toHaveBeenCalledTimes(1);
    // Enter on a button is a click.
    sq(28).focus();
    fireEvent.click(sq(28));
    expect(onPick).toHaveBeenCalledWith(28);
  });

  test('a refused square is reported, not picked', () => {
    const onPick = vi.fn();
    const onRefused = vi.fn();
    render(
      <Board
        model={boardModel(j27, plan({ character: 'J', square: 27 }), 'me')}
        graphics={DEFAULT_GRAPHICS}
        onPick={onPick}
        onRefused={onRefused}
        label="Board"
      />,
    );
    fireEvent.click(sq(0));
    expect(onRefused).toHaveBeenCalledWith(0);
    expect(onPick).not.toHaveBeenCalled();
  });

  test.each([
    ['right', [1, 0], 27, [28, 30, 19], 28],
    ['straight ahead before off the line', [0, 1], 27, [20, 11], 11],
    ['nothing that way: stays', [-1, 0], 27, [28, 36], 27],
  ] as const)('nextCursor: %s', (_name, arrow, from, picks, to) => {
    expect(nextCursor(from, arrow, picks)).toBe(to);
  });

  test('the planned move shows a ghost of your piece on its square', () => {
    renderBoard(plan({ character: 'J', square: 27, move: 29 }));
    expect(sq(29).querySelector('[data-ghost="J"]')).not.toBeNull();
  });

  test('the cursor stops at the edges', () => {
    const { grid } = renderBoard(plan(), view({ phase: 'place', turn: 0 }));
    const b = within(grid)
      .getAllByRole('button')
      .find((x) => x.tabIndex === 0)!;
    expect(b.dataset.sq).toBe('0');
    b.focus();
    fireEvent.keyDown(b, { key: 'ArrowUp' });
    fireEvent.keyDown(b, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(b);
  });
});

describe('CharacterCards', () => {
  test('a card per character with its ranges; clicking picks its start square', () => {
    const onPick = vi.fn();
    render(<CharacterCards picked="T" onPick={onPick} />);
    const cards = screen.getAllByRole('button');
    expect(cards).toHaveLength(16);
    const teacher = screen.getByRole('button', { name: /Teacher/ });
    expect(teacher.getAttribute('aria-pressed')).toBe('true');
    expect(teacher.textContent).toContain('Move 0–1 · Hit 3');
    fireEvent.click(screen.getByRole('button', { name: /Cook/ }));
    expect(onPick).toHaveBeenCalledWith(16);
    // The picture shows 3 squares each way, so the Teacher's hit (exactly 3 away) is drawn.
    expect(teacher.querySelectorAll('.g-rp-hit')).toHaveLength(hitTargets('T', 27).length);
  });
});
