import type { ApiContext } from '../context';
import { setVotingPower, type User } from '../db/users';
import { downvotingPower, votingPower } from '../hive/votingPower';

/**
 * Reads a Hive user's account from the chain, stores its voting and downvoting power (percent) and returns
 * the updated user. A user without a Hive account, an account the chain does not know, or a chain that
 * cannot be reached keeps the last stored values: sign-in and the profile never fail because of it.
 */
export async function refreshVotingPower(ctx: ApiContext, user: User): Promise<User> {
  if (user.hive_username === null) return user;
  const hiveUsername = user.hive_username;
  let power: Pick<User, 'voting_power' | 'downvoting_power'>;
  try {
    const account = (await ctx.chain.getAccounts([hiveUsername])).find((a) => a.name === hiveUsername);
    if (account === undefined) return user;
    const now = ctx.now();
    power = { voting_power: votingPower(account, now), downvoting_power: downvotingPower(account, now) };
  } catch {
    return user;
  }
  await setVotingPower(ctx.db.kysely, user.id, power);
  return { ...user, ...power };
}
