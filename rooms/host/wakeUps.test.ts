import { expect, test } from 'vitest';
import { WakeUps, type WakeUp } from './wakeUps';

/** A fake clock: records the armed delays and cleared timers. */
function fakeClock() {
  const armed: { ms: number; cleared: boolean }[] = [];
  const setTimer = (_cb: () => void, ms: number) => {
    const t = { ms, cleared: false };
    armed.push(t);
    return {
      clear: () => {
        t.cleared = true;
      },
    };
  };
  return { armed, setTimer };
}

test('arms one timer for the earliest wake-up or extra time, replacing the previous one', () => {
  const { armed, setTimer } = fakeClock();
  const w = new WakeUps(setTimer, () => undefined);
  w.set({ type: 'close' }, 5_000);
  w.arm(1_000, [3_000]);
  w.arm(1_000, []);
  expect(armed).toEqual([
    { ms: 2_000, cleared: true },
    { ms: 4_000, cleared: false },
  ]);
});

test('nothing to wait for arms nothing; an overdue time fires at once', () => {
  const { armed, setTimer } = fakeClock();
  const w = new WakeUps(setTimer, () => undefined);
  w.arm(0, []);
  expect(armed).toEqual([]);
  w.arm(10, [5]);
  expect(armed).toEqual([{ ms: 0, cleared: false }]);
});

test('runs only the due wake-ups, once, in scheduling order; one may schedule itself again', () => {
  const w = new WakeUps(fakeClock().setTimer, () => undefined);
  const ran: string[] = [];
  w.set({ type: 'gone', seat: 'A' }, 100);
  w.set({ type: 'close' }, 900);
  w.set({ type: 'next-game' }, 50);
  w.set({ type: 'gone', seat: 'B' }, 60);
  const wake = (wakeUp: WakeUp) => {
    ran.push(wakeUp.type === 'gone' ? `gone-${wakeUp.seat}` : wakeUp.type);
    if (wakeUp.type === 'next-game') w.set({ type: 'next-game' }, 500);
  };
  expect(w.runDue(100, wake)).toBe(true);
  expect(ran).toEqual(['gone-A', 'next-game', 'gone-B']);
  expect(w.runDue(100, wake)).toBe(false);
  w.delete({ type: 'close' });
  expect(w.runDue(1_000, wake)).toBe(true);
  expect(ran).toEqual(['gone-A', 'next-game', 'gone-B', 'next-game']);
});

test('a waited wake-up resolves its promise instead of calling the handler', async () => {
  const w = new WakeUps(fakeClock().setTimer, () => undefined);
  const ran: string[] = [];
  let resolved = false;
  const wait = w.wait({ type: 'record-retry' }, 200).then(() => {
    resolved = true;
  });
  expect(w.runDue(199, (wakeUp) => ran.push(wakeUp.type))).toBe(false);
  expect(w.runDue(200, (wakeUp) => ran.push(wakeUp.type))).toBe(true);
  await wait;
  expect(resolved).toBe(true);
  expect(ran).toEqual([]);
});
