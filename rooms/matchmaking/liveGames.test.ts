import { describe, expect, test } from 'vitest';
import { ListingPublisher, rankLiveGames, type LiveListing, type LivePlayer } from './liveGames';
import { GameRoomState } from '../colyseus/schema';

const player = (seat: string, rating: number | null, isAi = false): LivePlayer => ({
  seat,
  name: `P${seat}`,
  username: `p${seat}`,
  rating,
  provisional: false,
  isAi,
});
const room = (roomId: string, ratings: [number | null, number | null], turn = 1, live = true) => ({
  roomId,
  metadata: {
    mode: 'others',
    live,
    turn,
    spectators: 0,
    players: [player('A', ratings[0]), player('B', ratings[1])],
  },
});

describe('rankLiveGames', () => {
  test.each([
    ['the higher of the two ratings first', [room('a', [1500, 1600]), room('b', [1700, 1200])], ['b', 'a']],
    ['unknown ratings last', [room('a', [null, null]), room('b', [1000, null])], ['b', 'a']],
    [
      'equal ratings: the later turn first',
      [room('a', [1500, 1500], 2), room('b', [1500, 1500], 7)],
      ['b', 'a'],
    ],
    [
      'games not live and rooms without a listing left out',
      [room('a', [1500, 1500], 1, false), { roomId: 'b' }, room('c', [1, 1])],
      ['c'],
    ],
  ])('%s', (_name, rooms, order) => {
    expect(rankLiveGames(rooms).map((g) => g.roomId)).toEqual(order);
  });

  test('a game no person plays (the exhibition) comes after every game a person plays, whatever the ratings', () => {
    const exhibition = {
      roomId: 'a',
      metadata: {
        mode: 'h0a2',
        live: true,
        turn: 5,
        spectators: 3,
        players: [player('A', 2400, true), player('B', 2400, true)],
      },
    };
    expect(rankLiveGames([exhibition, room('b', [null, null])]).map((g) => g.roomId)).toEqual(['b', 'a']);
  });

  test('each entry carries the players, turn, audience and top rating', () => {
    expect(rankLiveGames([room('a', [1500, 1620], 3)])[0]).toEqual({
      roomId: 'a',
      mode: 'others',
      turn: 3,
      spectators: 0,
      players: [player('A', 1500), player('B', 1620)],
      topRating: 1620,
    });
  });
});

describe('ListingPublisher', () => {
  test('a room not live yet publishes nothing while its players sit down; it does once its game is live', () => {
    const state = new GameRoomState();
    state.mode = 'others';
    const published: LiveListing[] = [];
    const listing = new ListingPublisher();
    const setMetadata = (m: LiveListing) => {
      published.push(m);
      return Promise.resolve();
    };
    listing.publish(state, false, 0, setMetadata);
    state.turn = 1;
    listing.publish(state, false, 0, setMetadata);
    expect(published).toEqual([]);
    listing.publish(state, true, 0, setMetadata);
    expect(published.map((m) => m.live)).toEqual([true]);
  });

  test('the game ends: the listing is published again as not live, and GET /api/live leaves the room out at once', () => {
    const state = new GameRoomState();
    state.mode = 'others';
    state.turn = 4;
    const published: LiveListing[] = [];
    const listing = new ListingPublisher();
    const setMetadata = (m: LiveListing) => {
      published.push(m);
      return Promise.resolve();
    };
    listing.publish(state, true, 0, setMetadata);
    listing.publish(state, true, 0, setMetadata);
    expect(rankLiveGames([{ roomId: 'r', metadata: published.at(-1) }]).map((g) => g.roomId)).toEqual(['r']);
    listing.publish(state, false, 0, setMetadata);
    expect(published.map((m) => m.live)).toEqual([true, false]);
    expect(rankLiveGames([{ roomId: 'r', metadata: published.at(-1) }])).toEqual([]);
  });
});
