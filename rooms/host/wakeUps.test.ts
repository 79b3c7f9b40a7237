import { expect, test } from 'vitest';
import { WakeUps } from './wakeUps';

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
  w.set('close', 5_000);
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
  w.set('start', 100);
  w.set('close', 900);
  w.set('next', 50);
  const wake = (name: string) => {
    ran.push(name);
    if (name === 'next') w.set('next', 500);
  };
  expect(w.runDue(100, wake)).toBe(true);
  expect(ran).toEqual(['start', 'next']);
  expect(w.runDue(100, wake)).toBe(false);
  w.delete('close');
  expect(w.runDue(1_000, wake)).toBe(true);
  expect(ran).toEqual(['start', 'next', 'next']);
});

test('a waited wake-up resolves its promise instead of calling the handler', async () => {
  const w = new WakeUps(fakeClock().setTimer, () => undefined);
  const ran: string[] = [];
  let resolved = false;
  const wait = w.wait('record-retry', 200).then(() => {
    resolved = true;
  });
  expect(w.runDue(199, (name) => ran.push(name))).toBe(false);
  expect(w.runDue(200, (name) => ran.push(name))).toBe(true);
  await wait;
  expect(resolved).toBe(true);
  expect(ran).toEqual([]);
});
