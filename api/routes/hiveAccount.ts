import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HIVE_ACCOUNT, type AnswerOf } from '../../contract/routes';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { signInLimit } from '../http/limits';
import { fromTable } from '../http/tableRoute';
import { ChainUnavailableError, type HiveAccount } from '../hive/chain';
import { parseHiveUsername } from '../hive/username';
import { HIVE_USER_NOT_FOUND } from '../hive/verify';

/** The public parts of a chain account that the sign-in screen needs (the route table's answer). */
export type PublicHiveAccount = AnswerOf<typeof HIVE_ACCOUNT>;

/**
 * GET /v1/api/hive/account/:username: the public keys and posting account authorities of a Hive account,
 * for SmartLock's key checks and Keychain's authority check. 404 'Hive user not found' unless the chain
 * returns exactly this one account; 503 when the chain cannot be reached; 400 for a name that cannot be one.
 */
export function hiveAccountRoutes(ctx: ApiContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.route({
      ...fromTable(HIVE_ACCOUNT),
      config: signInLimit(),
      handler: async (request): Promise<AnswerOf<typeof HIVE_ACCOUNT>> => {
        const name = parseHiveUsername(request.params.username);
        if (name === undefined)
          throw new HttpError(
            400,
            'request/invalid',
            'That is not a Hive username: use 3-16 lowercase letters, digits, dots and hyphens.',
          );
        let accounts: HiveAccount[];
        try {
          accounts = await ctx.chain.getAccounts([name]);
        } catch (err) {
          if (err instanceof ChainUnavailableError)
            throw new HttpError(503, 'server/unavailable', err.message);
          throw err;
        }
        const account = accounts.length === 1 ? accounts[0] : undefined;
        if (account?.name !== name) throw new HttpError(404, 'hive/user-not-found', HIVE_USER_NOT_FOUND);
        return publicAccount(account);
      },
    });
  };
}

/** Only public facts: key and account authorities, never balances or anything else the chain holds. */
export function publicAccount(account: HiveAccount): PublicHiveAccount {
  return {
    name: account.name,
    postingKeys: account.posting.key_auths.map(([key]) => key),
    activeKeys: account.active.key_auths.map(([key]) => key),
    postingAccountAuths: account.posting.account_auths.map(([name, weight]) => [name, weight]),
  };
}
