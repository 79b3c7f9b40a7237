// The account routes: email sign-in and confirmation, the session check, sign-out, completing the profile and
// renaming; and the account object they answer.
import type { Static } from '@sinclair/typebox';
import * as Type from './schema';
import { OK, route } from './route';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The spec's account object, as sign-in and profile calls answer it (docs/API.md). */
export const ACCOUNT = Type.Object({
  username: Type.String(),
  hiveUsername: Nullable(Type.String()),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
  type: Type.Union(
    (['keychain', 'smartlock', 'email', 'hivesigner', 'hiveauth'] as const).map((t) => Type.Literal(t)),
  ),
  avatar: Nullable(Type.String()),
  /** Voting power in percent as last read from the chain (null until read; absent in older answers). */
  voting_power: Type.Optional(Nullable(Type.Number())),
  /** Downvoting power in percent, like voting_power. */
  downvoting_power: Type.Optional(Nullable(Type.Number())),
  vp_threshold: Type.Optional(Type.Number()),
  dv_threshold: Type.Optional(Type.Number()),
  min_payout: Type.Optional(Type.Number()),
  revote: Type.Optional(Type.Number()),
  fullprofile: Type.Boolean(),
});
/** The account object. */
export type AccountAnswer = Static<typeof ACCOUNT>;

/** A sign-in's account: with the session token for non-browser clients (the web keeps only the cookie). */
export const SIGNED_IN = Type.Intersect([ACCOUNT, Type.Object({ token: Type.Optional(Type.String()) })]);

const Ok = Type.Literal('ok');
const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const HiveParam = Type.Object({ hiveUsername: Type.String({ minLength: 3, maxLength: 16 }) });

/** Email and password sign-in (a legacy account); the token also as `accessToken`, as the spec names it. */
export const EMAIL_SIGN_IN = route({
  method: 'POST',
  path: '/api/users/signin',
  body: Type.Object({ email: Email, password: Type.String({ minLength: 1, maxLength: 200 }) }),
  answer: Type.Intersect([SIGNED_IN, Type.Object({ accessToken: Type.Optional(Type.String()) })]),
});

/** Confirms a legacy account's email with the code the link carries. */
export const CONFIRM_EMAIL = route({
  method: 'GET',
  path: '/api/users/confirm/:token',
  params: Type.Object({ token: Type.String({ minLength: 8, maxLength: 100 }) }),
  answer: Type.Object({ status: Ok, message: Type.String() }),
});

/**
 * The session check: the signed-in account. `?refresh=1` reads the voting power from the chain first; `?adopt=1`
 * takes a Bearer session (login data from a window message) as this browser's cookie, for the body's `username`.
 */
export const SESSION_USER = route({
  method: 'POST',
  path: '/v1/api/auth/user',
  query: Type.Object({
    refresh: Type.Optional(Type.Literal('1')),
    adopt: Type.Optional(Type.Literal('1')),
  }),
  // Read only with `?adopt=1`, as `{username}` (api/routes/account.ts's adoptSession); any body, or none, otherwise.
  body: Type.Unknown(),
  answer: Type.Intersect([Type.Object({ status: Ok }), ACCOUNT]),
});

/** Ends the session (and a HiveSigner session's access token). */
export const SIGN_OUT = route({ method: 'POST', path: '/v1/api/logout', answer: OK });

/** Completes a Hive user's profile: name and email. */
export const COMPLETE_PROFILE = route({
  method: 'POST',
  path: '/v1/api/updateacc-hive/:hiveUsername',
  params: HiveParam,
  body: Type.Object({ name: Type.String({ maxLength: 100 }), email: Email }),
  answer: Type.Object({ status: Ok, account: ACCOUNT }),
});

/** Renames a Hive user (the name rule). */
export const RENAME = route({
  method: 'POST',
  path: '/api/users/updateName/:hiveUsername',
  params: HiveParam,
  body: Type.Object({ newName: Type.String({ maxLength: 100 }) }),
  answer: Type.Intersect([Type.Object({ status: Ok }), ACCOUNT]),
});
