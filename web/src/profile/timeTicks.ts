/** A mark on the chart's time axis: where (epoch ms) and its words ("24 Nov", "Nov 2026", "14:00"). */
export interface TimeTick {
  readonly at: number;
  readonly label: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One way of stepping through time: the first mark at or after `t`, the next mark, and a mark's words. */
interface Unit {
  readonly first: (t: number) => number;
  readonly next: (t: number) => number;
  readonly label: (t: number, isFirst: boolean) => string;
}

const hours = (n: number): Unit => ({
  first: (t) => {
    const d = new Date(t);
    d.setMinutes(0, 0, 0);
    while (d.getTime() < t || d.getHours() % n !== 0) d.setHours(d.getHours() + 1);
    return d.getTime();
  },
  next: (t) => {
    const d = new Date(t);
    d.setHours(d.getHours() + n);
    return d.getTime();
  },
  label: (t, isFirst) => {
    const d = new Date(t);
    const time = `${String(d.getHours()).padStart(2, '0')}:00`;
    return isFirst || d.getHours() < n ? `${d.getDate()} ${MONTHS[d.getMonth()]} ${time}` : time;
  },
});

const days = (n: number): Unit => ({
  first: (t) => {
    const d = new Date(t);
    d.setHours(0, 0, 0, 0);
    if (d.getTime() < t) d.setDate(d.getDate() + 1);
    return d.getTime();
  },
  next: (t) => {
    const d = new Date(t);
    d.setDate(d.getDate() + n);
    return d.getTime();
  },
  label: (t) => {
    const d = new Date(t);
    return `${d.getDate()} ${MONTHS[d.getMonth()]}`;
  },
});

const months = (n: number): Unit => ({
  first: (t) => {
    const d = new Date(t);
    d.setHours(0, 0, 0, 0);
    d.setDate(1);
    while (d.getTime() < t || d.getMonth() % n !== 0) d.setMonth(d.getMonth() + 1);
    return d.getTime();
  },
  next: (t) => {
    const d = new Date(t);
    d.setMonth(d.getMonth() + n);
    return d.getTime();
  },
  // The year on the first mark and on each January.
  label: (t, isFirst) => {
    const d = new Date(t);
    return isFirst || d.getMonth() === 0
      ? `${MONTHS[d.getMonth()]} ${d.getFullYear()}`
      : MONTHS[d.getMonth()]!;
  },
});

const years = (n: number): Unit => ({
  first: (t) => {
    const d = new Date(t);
    d.setHours(0, 0, 0, 0);
    d.setMonth(0, 1);
    while (d.getTime() < t || d.getFullYear() % n !== 0) d.setFullYear(d.getFullYear() + 1);
    return d.getTime();
  },
  next: (t) => {
    const d = new Date(t);
    d.setFullYear(d.getFullYear() + n);
    return d.getTime();
  },
  label: (t) => String(new Date(t).getFullYear()),
});

/** From the finest to the coarsest: the first that puts at most `max` marks in the span is used. */
const UNITS: readonly Unit[] = [
  hours(1),
  hours(3),
  hours(6),
  hours(12),
  days(1),
  days(2),
  days(7),
  days(14),
  months(1),
  months(2),
  months(3),
  months(6),
  years(1),
  years(2),
  years(5),
  years(10),
];

function marks(unit: Unit, start: number, end: number): number[] {
  const out: number[] = [];
  for (let t = unit.first(start); t <= end && out.length <= 64; t = unit.next(t)) out.push(t);
  return out;
}

/**
 * The time axis's marks between `start` and `end` (epoch ms, local time): hours for a day's games, days for
 * weeks, months for a year, years beyond; at most `max` of them, and at least one.
 */
export function timeTicks(start: number, end: number, max = 5): TimeTick[] {
  for (const unit of UNITS) {
    const ts = marks(unit, start, end);
    if (ts.length >= 1 && ts.length <= max)
      return ts.map((at, i) => ({ at, label: unit.label(at, i === 0) }));
  }
  return [{ at: start, label: days(1).label(start, true) }];
}

/** The span the chart shows: the games' own, widened to at least a day around them. */
export function timeDomain(times: readonly number[]): [number, number] {
  const lo = Math.min(...times);
  const hi = Math.max(...times);
  if (hi - lo >= DAY) return [lo, hi];
  const mid = (lo + hi) / 2;
  return [mid - DAY / 2, mid + DAY / 2];
}
