// Colyseus's in-process matchmaking driver, finding the oldest waiting room in one pass. The stock driver copies
// and sorts every listed room on each matchmaking call when a room type sorts (`others` sorts by createdAt), which
// with a thousand games at once was the largest cost of starting a game (docs/BENCHMARKS.md).
import { LocalDriver, type IRoomCache, type RoomCache, type SortOptions } from '@colyseus/core';

type Value = IRoomCache[string];

/** Whether the room has every field's value (the fields and values listed once per call, not per room). */
function matches(room: IRoomCache, fields: readonly string[], values: readonly Value[]): boolean {
  for (let i = 0; i < fields.length; i++) if (room[fields[i]!] !== values[i]) return false;
  return true;
}

/** -1 when `a` sorts before `b` under the options (ascending or descending by each field in turn), else 0 or 1. */
function compare(a: IRoomCache, b: IRoomCache, options: readonly (readonly [string, boolean])[]): number {
  for (const [field, ascending] of options) {
    const [x, y] = [a[field] as number | string | Date, b[field] as number | string | Date];
    if (x > y) return ascending ? 1 : -1;
    if (x < y) return ascending ? -1 : 1;
  }
  return 0;
}

/** The local driver, answering a sorted `findOne` with the first room in sort order (listing order on ties). */
export class OldestFirstDriver extends LocalDriver {
  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<RoomCache> {
    const order = Object.entries(sortOptions ?? {}).map(
      ([field, d]) => [field, d === 1 || d === 'asc' || d === 'ascending'] as const,
    );
    if (order.length === 0) return super.findOne(conditions);
    const fields = Object.keys(conditions);
    const values: Value[] = fields.map((f): Value => conditions[f]);
    let best: IRoomCache | undefined;
    for (const room of this.rooms)
      if (matches(room, fields, values) && (best === undefined || compare(room, best, order) < 0))
        best = room;
    return Promise.resolve(best as RoomCache);
  }
}
