import { describe, expect, test } from 'vitest';
import type { HiveAccount } from './chain';
import { makeTestAccount } from './standInNode';
import { downvotingPower, maxDownvoteMana, maxVotingMana, parseVests, votingPower } from './votingPower';

const T = 1_700_000_000; // chain seconds of the last mana update
const at = (secondsAfter: number) => (T + secondsAfter) * 1000;

/** A test account with these VESTS amounts and mana bars (both updated at T). */
function account(vests: {
  own: string;
  received?: string;
  delegated?: string;
  withdrawRate?: string;
  voting: string | number;
  downvote?: string | number;
}): HiveAccount {
  const base = makeTestAccount('alice', 'pw').account;
  return {
    ...base,
    vesting_shares: vests.own,
    received_vesting_shares: vests.received ?? '0.000000 VESTS',
    delegated_vesting_shares: vests.delegated ?? '0.000000 VESTS',
    vesting_withdraw_rate: vests.withdrawRate ?? '0.000000 VESTS',
    voting_manabar: { current_mana: vests.voting, last_update_time: T },
    downvote_manabar: { current_mana: vests.downvote ?? 0, last_update_time: T },
  };
}

describe('parseVests', () => {
  test.each([
    { amount: '1000.000000 VESTS', mana: 1_000_000_000n },
    { amount: '0.000001 VESTS', mana: 1n },
    { amount: '12.5 VESTS', mana: 12_500_000n },
    { amount: '7 VESTS', mana: 7_000_000n },
    { amount: '123456789.123456 VESTS', mana: 123_456_789_123_456n },
  ])('$amount', ({ amount, mana }) => {
    expect(parseVests(amount)).toBe(mana);
  });

  test.each(['1000.000 HIVE', '-5.000000 VESTS', '1.0000001 VESTS', 'VESTS', ''])('refuses %j', (amount) => {
    expect(() => parseVests(amount)).toThrow(/Not a VESTS amount/);
  });
});

describe('effective vests', () => {
  test('vesting + received − delegated − withdraw rate, × 1e6; the pool for downvotes is a quarter', () => {
    // 1000 + 500 − 300 − 100 = 1100 VESTS = 1.1e9 mana; a quarter is 2.75e8.
    const a = account({
      own: '1000.000000 VESTS',
      received: '500.000000 VESTS',
      delegated: '300.000000 VESTS',
      withdrawRate: '100.000000 VESTS',
      voting: 0,
    });
    expect(maxVotingMana(a)).toBe(1_100_000_000n);
    expect(maxDownvoteMana(a)).toBe(275_000_000n);
  });

  test('delegating away more than held leaves nothing, never less', () => {
    const a = account({ own: '10.000000 VESTS', delegated: '20.000000 VESTS', voting: 0 });
    expect(maxVotingMana(a)).toBe(0n);
    expect(votingPower(a, at(0))).toBe(0);
  });
});

describe('votingPower', () => {
  // Worked by hand; full mana is 1e9 for 1000 VESTS. 432 000 s regenerate the full mana, so
  // 43 200 s (half a day) regenerate a tenth: 1e8.
  test.each([
    { name: 'half full, no time passed', voting: '500000000', after: 0, percent: 50 },
    { name: 'half full + half a day (10 %)', voting: '500000000', after: 43_200, percent: 60 },
    { name: 'empty + one day (20 %)', voting: 0, after: 86_400, percent: 20 },
    { name: 'empty + exactly 5 days', voting: 0, after: 432_000, percent: 100 },
    { name: 'capped at 100 after more than 5 days', voting: '900000000', after: 100_000, percent: 100 },
    { name: 'a third: hundredths rounded down', voting: '333333333', after: 0, percent: 33.33 },
    { name: 'a clock before the last update adds nothing', voting: '250000000', after: -3600, percent: 25 },
    { name: 'mana as a number', voting: 750_000_000, after: 0, percent: 75 },
  ])('$name: $percent %', ({ voting, after, percent }) => {
    expect(votingPower(account({ own: '1000.000000 VESTS', voting }), at(after))).toBe(percent);
  });

  test('with received, delegated and a power-down: 1100 VESTS, 20 % + one day = 40 %', () => {
    // Full: 1.1e9. Stored 2.2e8 (20 %); one day regenerates 1.1e9 × 86 400 / 432 000 = 2.2e8 → 4.4e8 = 40 %.
    const a = account({
      own: '1000.000000 VESTS',
      received: '500.000000 VESTS',
      delegated: '300.000000 VESTS',
      withdrawRate: '100.000000 VESTS',
      voting: '220000000',
    });
    expect(votingPower(a, at(86_400))).toBe(40);
  });

  test('now in ms: the partial second is ignored', () => {
    const a = account({ own: '1000.000000 VESTS', voting: 0 });
    // 4.32 s regenerate 1e9 × 4 / 432 000 = 9259 mana (the .32 s count as nothing) → 0.0009 % → 0.
    expect(votingPower(a, at(4) + 320)).toBe(0);
    // 432 s → 1e6 mana → 0.1 %.
    expect(votingPower(a, at(432))).toBe(0.1);
  });
});

describe('downvotingPower', () => {
  // 1000 VESTS: full downvote mana 2.5e8.
  test.each([
    { name: 'half the pool', downvote: '125000000', after: 0, percent: 50 },
    { name: 'half + a quarter day (5 %)', downvote: '125000000', after: 21_600, percent: 55 },
    { name: 'empty + 5 days', downvote: 0, after: 432_000, percent: 100 },
    { name: 'full voting mana does not count', downvote: 0, after: 0, percent: 0 },
  ])('$name: $percent %', ({ downvote, after, percent }) => {
    const a = account({ own: '1000.000000 VESTS', voting: '1000000000', downvote });
    expect(downvotingPower(a, at(after))).toBe(percent);
  });
});

test('a fresh test account is at full power', () => {
  const { account: a } = makeTestAccount('alice', 'pw', { lastUpdateTime: T });
  expect(votingPower(a, at(0))).toBe(100);
  expect(downvotingPower(a, at(0))).toBe(100);
});
