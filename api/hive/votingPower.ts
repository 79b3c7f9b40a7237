import type { HiveAccount, Manabar } from './chain';

/** Mana regenerates from empty to full in 5 days (chain seconds). */
export const MANA_REGENERATION_SECONDS = 432_000;

/** The downvote pool is this share (percent) of an account's voting mana. */
export const DOWNVOTE_POOL_PERCENT = 25;

/**
 * A VESTS amount as the chain writes it ("1234.567890 VESTS") in mana units: millionths of a VESTS,
 * i.e. the amount × 1e6. Throws on anything else.
 */
export function parseVests(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?\s+VESTS$/.exec(amount.trim());
  if (match === null) throw new Error(`Not a VESTS amount: '${amount}'`);
  return BigInt(match[1]!) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/**
 * Full voting mana: effective vests (own + received − delegated − the weekly withdraw rate, which is zero
 * unless powering down) × 1e6; never below zero.
 */
export function maxVotingMana(account: HiveAccount): bigint {
  const mana =
    parseVests(account.vesting_shares) +
    parseVests(account.received_vesting_shares) -
    parseVests(account.delegated_vesting_shares) -
    parseVests(account.vesting_withdraw_rate);
  return mana > 0n ? mana : 0n;
}

/** Full downvote mana: 25 % of the full voting mana. */
export function maxDownvoteMana(account: HiveAccount): bigint {
  return (maxVotingMana(account) * BigInt(DOWNVOTE_POOL_PERCENT)) / 100n;
}

/**
 * Voting power at `nowMs` (epoch ms) as a percent, 0 to 100, in hundredths rounded down: the stored mana
 * plus what regenerated linearly since its last update (full after 432 000 s), over the full mana.
 * An account without effective vests has 0.
 */
export function votingPower(account: HiveAccount, nowMs: number): number {
  return manaPercent(account.voting_manabar, maxVotingMana(account), nowMs);
}

/** Downvoting power at `nowMs` (epoch ms) as a percent, like votingPower, over the 25 % downvote pool. */
export function downvotingPower(account: HiveAccount, nowMs: number): number {
  return manaPercent(account.downvote_manabar, maxDownvoteMana(account), nowMs);
}

function manaPercent(bar: Manabar, max: bigint, nowMs: number): number {
  if (max <= 0n) return 0;
  const elapsed = BigInt(Math.max(0, Math.floor(nowMs / 1000) - bar.last_update_time));
  const stored =
    typeof bar.current_mana === 'string' ? BigInt(bar.current_mana) : BigInt(Math.trunc(bar.current_mana));
  const regenerated = (max * elapsed) / BigInt(MANA_REGENERATION_SECONDS);
  const current = stored + regenerated < max ? stored + regenerated : max;
  // Basis points, as the chain counts percentages, then percent with two decimals.
  return Number((current * 10_000n) / max) / 100;
}
