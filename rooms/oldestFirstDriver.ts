// Colyseus's in-process matchmaking driver, finding the oldest waiting room in one pass. The stock driver copies
// and sorts every listed room on each matchmaking call when a room type sorts (`others` sorts by createdAt), which
// with a thousand games at once was the largest cost of starting a game (docs/BENCHMARKS.md).
import { LocalDriver, type IRoomCache, type RoomCache, type SortOptions } from '@colyseus/core';

const matches = (room: IRoomCache, conditions: Partial<IRoomCache>): boolean =>
  Object.entries(conditions).every(([field, value]) => room[field] === value);

/** -1 when `a` sorts before `b` under the options (ascending or descending by each field in turn), else 0 or 1. */
function compare(a: IRoomCache, b: IRoomCache, options: SortOptions): number {
  for (const [field, direction] of Object.entries(options)) {
    const ascending = direction === 1 || direction === 'asc' || direction === 'ascending';
    const [x, y] = [a[field] as number | string | Date, b[field] as number | string | Date];
    if (x > y) return ascending ? 1 : -1;
    if (x < y) return ascending ? -1 : 1;
  }
  return 0;
}

/** The local driver, answering a sorted `findOne` with the first room in sort order (listing order on ties). */
export class OldestFirstDriver extends LocalDriver {
  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<RoomCache> {
    if (sortOptions === undefined) return super.findOne(conditions);
    let best: IRoomCache | undefined;
    for (const room of this.rooms)
      if (matches(room, conditions) && (best === undefined || compare(room, best, sortOptions) < 0))
        best = room;
    return Promise.resolve(best as RoomCache);
  }
}
