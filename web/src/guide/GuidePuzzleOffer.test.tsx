import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { view } from '../game/decoding/testViews';
import type { GameView } from '../game/decoding/types';
import { i18n } from '../i18n/init';
import { Coach } from './Coach';
import { setGuideActive } from './guide';
import { GuidePuzzleOffer } from './GuidePuzzleOffer';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The game screen's coach and the result's offer, as a game at `phase` shows them. */
const screenAt = (phase: GameView['phase']) => (
  <MemoryRouter>
    <Coach view={view({ phase, mode: 'h1a1' })} plan={null} sessionId="me" />
    <GuidePuzzleOffer />
  </MemoryRouter>
);

const offer = () => screen.queryByRole('link', { name: i18n.t('guide:puzzle.link') });

test('the guided game ends: its result offers today’s puzzle; the next game’s result does not', () => {
  setGuideActive(true);
  const { rerender } = render(screenAt('move'));
  expect(offer()).toBeNull();
  rerender(screenAt('over'));
  expect(offer()?.getAttribute('href')).toBe('/puzzles/daily');
  // Play again: a new game runs (the guide is over), and its end offers nothing.
  rerender(screenAt('choose'));
  expect(offer()).toBeNull();
  rerender(screenAt('over'));
  expect(offer()).toBeNull();
});

test('a game that was not the guided one offers no puzzle', () => {
  const { rerender } = render(screenAt('move'));
  rerender(screenAt('over'));
  expect(offer()).toBeNull();
});
