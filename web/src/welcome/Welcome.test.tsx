import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { characterByLetter } from '../../../engine';
import { i18n } from '../i18n/init';
import { demoName, demoSteps } from './demoGame';
import { RESULT_MS, STEP_MS } from './useDemoLoop';
import { Welcome } from './Welcome';

const WELCOME_SENTENCE = i18n.t('welcome:sentence');

/** Nothing uploaded: the settings the board reads are empty, so it has the default look. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 200 }))),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Reduced motion asked for (or not) through matchMedia. */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
  );
}

function renderWelcome() {
  return render(
    <MemoryRouter>
      <Welcome />
    </MemoryRouter>,
  );
}

const caption = () => screen.getByTestId('demo-caption').textContent;
const title = () => document.getElementById('w-demo-title')?.textContent;
const pieces = () =>
  [...document.querySelectorAll('.w-board .g-token')].map((t) => t.getAttribute('data-letter'));

describe('the demo game', () => {
  const steps = demoSteps();

  test('the engine plays it: characters chosen and placed, turns that miss, then a hit decides it', () => {
    const kinds = steps.map((s) => s.kind);
    expect(kinds.slice(0, 2)).toEqual(['choose', 'place']);
    expect(kinds.at(-1)).toBe('end');
    const turns = steps.filter((s) => s.kind === 'turn');
    expect(turns.length).toBeGreaterThanOrEqual(3);
    expect(turns.slice(0, -1).every((s) => s.story?.outcome === 'both-missed')).toBe(true);
    expect(turns.at(-1)?.story?.hitter).not.toBeUndefined();
    expect(steps.at(-1)?.caption).toMatch(new RegExp(`^(${demoName('A')}|${demoName('B')}) wins: `));
  });
});

describe('the welcome screen', () => {
  test('the name, one sentence on the rules, and links to play now, sign in, the rules and TV', () => {
    motion(false);
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Octoduel' })).toBeTruthy();
    expect(screen.getByText(WELCOME_SENTENCE)).toBeTruthy();
    expect(WELCOME_SENTENCE.match(/[.!?](\s|$)/g)).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Get started' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Play now', '/play-now'],
      ['Sign in', '/signin'],
      ['How to play', '/rules'],
      ['Watch TV', '/tv'],
    ]);
    expect(screen.getByText('Sign up')).toBeTruthy();
  });

  test('the board shows both chosen pieces, and the game steps on by itself, then starts again', () => {
    motion(false);
    vi.useFakeTimers();
    const steps = demoSteps();
    renderWelcome();
    const [first] = steps;
    expect(title()).toBe('Two AIs play a game · Choose');
    expect(caption()).toBe(first!.caption);
    expect(pieces().sort()).toEqual([first!.sides.A.letter, first!.sides.B.letter].sort());
    expect(caption()).toContain(characterByLetter(first!.sides.A.letter!)!.name);
    // The board is a picture here: nothing in it takes focus or clicks.
    expect(document.querySelector('.w-board')?.hasAttribute('inert')).toBe(true);

    act(() => {
      vi.advanceTimersByTime(STEP_MS);
    });
    expect(title()).toBe('Two AIs play a game · Place');
    act(() => {
      vi.advanceTimersByTime(STEP_MS);
    });
    expect(title()).toBe(`Two AIs play a game · ${steps[2]!.label}`);
    // A turn shows its reveal: both moves and both hits over the board.
    expect(screen.getByTestId('reveal-overlay').querySelectorAll('[data-hit-seat]')).toHaveLength(2);
    for (let i = 3; i < steps.length; i++)
      act(() => {
        vi.advanceTimersByTime(STEP_MS);
      });
    expect(title()).toBe('Two AIs play a game · Result');
    act(() => {
      vi.advanceTimersByTime(RESULT_MS);
    });
    expect(title()).toBe('Two AIs play a game · Choose');
  });

  test('Pause stops the game where it is; Play goes on', () => {
    motion(false);
    vi.useFakeTimers();
    renderWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => {
      vi.advanceTimersByTime(5 * STEP_MS);
    });
    expect(title()).toBe('Two AIs play a game · Choose');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => {
      vi.advanceTimersByTime(STEP_MS);
    });
    expect(title()).toBe('Two AIs play a game · Place');
  });

  test('with reduced motion the board stands still on the deciding reveal until Play is pressed', () => {
    motion(true);
    vi.useFakeTimers();
    const steps = demoSteps();
    const deciding = steps.findLast((s) => s.kind === 'turn')!;
    renderWelcome();
    expect(title()).toBe(`Two AIs play a game · ${deciding.label}`);
    expect(caption()).toBe(deciding.caption);
    expect(document.querySelector('.w-board [data-landed="true"]')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(10 * RESULT_MS);
    });
    expect(title()).toBe(`Two AIs play a game · ${deciding.label}`);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });
});
