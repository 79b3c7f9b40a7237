import { isFullProfile, type User } from '../db/users';

/** The spec's account object, as sign-in and profile calls answer it. */
export function accountJson(user: User, token?: string) {
  return {
    username: user.username,
    hiveUsername: user.hive_username,
    name: user.name,
    email: user.email,
    role: user.role,
    type: user.type,
    avatar: user.hive_username === null ? null : `https://images.hive.blog/u/${user.hive_username}/avatar`,
    voting_power: user.voting_power,
    downvoting_power: user.downvoting_power,
    vp_threshold: user.vp_threshold,
    dv_threshold: user.dv_threshold,
    min_payout: user.min_payout,
    revote: user.revote,
    fullprofile: isFullProfile(user),
    ...(token === undefined ? {} : { token }),
  };
}
