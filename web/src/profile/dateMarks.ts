/** A mark on the chart's date axis: at which point (its index) and its words ("24 Nov", "Nov 2026", "2026"). */
export interface DateMark {
  readonly index: number;
  readonly label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar period: its key for a time (local), and the words of a mark at its first game. */
interface Unit {
  readonly key: (d: Date) => string;
  readonly label: (d: Date, first: boolean) => string;
}

const UNITS: readonly Unit[] = [
  {
    key: (d) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`,
    label: (d) => `${d.getDate()} ${MONTHS[d.getMonth()]}`,
  },
  {
    key: (d) => `${d.getFullYear()}-${d.getMonth()}`,
    // The year on the first mark and on each January.
    label: (d, first) =>
      first || d.getMonth() === 0 ? `${MONTHS[d.getMonth()]} ${d.getFullYear()}` : MONTHS[d.getMonth()]!,
  },
  { key: (d) => String(d.getFullYear()), label: (d) => String(d.getFullYear()) },
];

/**
 * The date axis of a chart whose points are evenly spaced in play order (so a burst of games stays readable):
 * a mark at the first point of each day, else each month, else each year (the finest with at most `max`
 * periods; years thinned to `max`), dropping a mark closer than `minGap` (a fraction of the width) to the one
 * before it. `times` are the points' epoch ms, oldest first.
 */
export function dateMarks(times: readonly number[], max = 5, minGap = 0.18): DateMark[] {
  if (times.length === 0) return [];
  const x = (i: number) => (times.length === 1 ? 0 : i / (times.length - 1));
  for (const [u, unit] of UNITS.entries()) {
    const starts: number[] = [];
    let last: string | null = null;
    times.forEach((t, i) => {
      const k = unit.key(new Date(t));
      if (k !== last) starts.push(i);
      last = k;
    });
    const isLast = u === UNITS.length - 1;
    if (starts.length > max && !isLast) continue;
    const every = Math.ceil(starts.length / max);
    const marks: DateMark[] = [];
    for (const [n, index] of starts.entries()) {
      if (n % every !== 0) continue;
      const prev = marks.at(-1);
      if (prev !== undefined && x(index) - x(prev.index) < minGap) continue;
      marks.push({ index, label: unit.label(new Date(times[index]!), marks.length === 0) });
    }
    return marks;
  }
  return [];
}
