// The matchmaking entry is the route Colyseus 0.16 itself serves: its path and methods are read from
// @colyseus/core's controller, so an upgrade that moves them fails here rather than in a live game.
import { matchMaker } from '@colyseus/core';
import { expect, test } from 'vitest';
import { ROUTES } from './index';
import { MATCHMAKE, MATCHMAKE_METHODS, ROOMS_ROUTES } from './matchmaking';

test("the matchmaking entry is Colyseus's own route: its path and its methods", () => {
  expect(MATCHMAKE.method).toBe('POST');
  expect(MATCHMAKE.path).toBe(`/${matchMaker.controller.matchmakeRoute}/:method/:roomName`);
  expect([...MATCHMAKE_METHODS].sort()).toEqual([...matchMaker.controller.exposedMethods].sort());
});

test('the rooms layer serves it, so it is not among the routes the API app registers', () => {
  expect(ROOMS_ROUTES).toContain(MATCHMAKE);
  expect(ROUTES).not.toContain(MATCHMAKE);
});
