import { describe, expect, test } from 'vitest';
import { PatchAtOnce } from './patchAtOnce';

/** A PatchAtOnce whose "after this run" runs when the test says, counting the patches it sends. */
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
  test('steps asked for in one run go out as one patch, after it', () => {
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

  test('a step after a flush in the same run is sent again after it', () => {
    const h = harness();
    h.patch.request();
    h.patch.flush();
    h.patch.request();
    h.endOfTurn();
    expect(h.sent()).toBe(2);
  });
});

test('by default the patch goes out right after the run that asked for it, ahead of work already queued for later', async () => {
  const order: string[] = [];
  const patch = new PatchAtOnce(() => order.push('patch'));
  // Work the event loop already holds (another socket's message read in the same poll, say) waits behind the
  // patch: a reveal is not held up by every other read of a busy poll.
  const queued = new Promise<void>((resolve) =>
    setImmediate(() => {
      order.push('queued');
      resolve();
    }),
  );
  patch.request();
  patch.request();
  order.push('run ends');
  await queued;
  expect(order).toEqual(['run ends', 'patch', 'queued']);
});
