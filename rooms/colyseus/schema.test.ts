// The synced state keeps its numbers whole over the wire: a popular game's audience (issue 27: a thousand
// spectators on TV) must not wrap around.
import { Decoder, Encoder } from '@colyseus/schema';
import { expect, test } from 'vitest';
import { GameRoomState } from './schema';

test('a thousand spectators reach the players as a thousand', () => {
  const state = new GameRoomState();
  state.spectators = 1000;
  const seen = new GameRoomState();
  new Decoder(seen).decode(new Encoder(state).encodeAll());
  expect(seen.spectators).toBe(1000);
});
