import { describe, expect, test } from 'vitest';
import { PatchAtOnce } from './patchAtOnce';

/** A PatchAtOnce whose "after this turn" runs when the test says, counting the patches it sends. */
function harness() {
  const later: (() => void)[] = [];
  let sent = 0;
  const patch = new PatchAtOnce(
    () => {
      sent++;
    },
    (run) => later.push(run),
  );
  return {
    patch,
    sent: () => sent,
    endOfTurn: () => {
      for (const run of later.splice(0)) run();
    },
  };
}

describe('PatchAtOnce', () => {
  test('steps asked for in one turn go out as one patch, after it', () => {
    const h = harness();
    h.patch.request();
    h.patch.request();
    expect(h.sent()).toBe(0);
    h.endOfTurn();
    expect(h.sent()).toBe(1);
    h.endOfTurn();
    expect(h.sent()).toBe(1);
  });

  test('a flush sends the waiting patch now, once; with none waiting it sends nothing', () => {
    const h = harness();
    h.patch.flush();
    expect(h.sent()).toBe(0);
    h.patch.request();
    h.patch.flush();
    expect(h.sent()).toBe(1);
    h.endOfTurn();
    expect(h.sent()).toBe(1);
  });

  test('a step after a flush in the same turn is sent again after it', () => {
    const h = harness();
    h.patch.request();
    h.patch.flush();
    h.patch.request();
    h.endOfTurn();
    expect(h.sent()).toBe(2);
  });
});
