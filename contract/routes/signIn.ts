// The Hive sign-in routes: Keychain (a challenge signed with the posting key), SmartLock (a fresh timestamp
// signed in the browser), each also as "link this Hive account to my email account" (the `2` routes),
// HiveAuth (issue 37, a wallet app through a HAS server), HiveSigner (OAuth-style) and the public account read.
import * as Type from './schema';
import { SIGNED_IN } from './account';
import { route } from './route';

const Ok = Type.Literal('ok');
const HiveName = Type.String({ minLength: 1, maxLength: 32 });
const LegacyName = Type.String({ minLength: 1, maxLength: 100 });
const Sig = Type.String({ minLength: 1, maxLength: 200 });
const Ts = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });
const ChallengeId = Type.String({ minLength: 1, maxLength: 64 });
const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });
// Keychain's signature comes as `signature`, or as `encrypted_username` (the spec's name for it).
// The challenge is named by the httpOnly cookie fetch_memo set, or by its `id` (non-browser clients).
const KeychainSig = {
  signature: Type.Optional(Sig),
  encrypted_username: Type.Optional(Sig),
  id: Type.Optional(ChallengeId),
};

/** A challenge to sign: its memo (`message`) and its id (also in an httpOnly cookie). */
const CHALLENGE = Type.Object({ status: Ok, message: Type.String(), id: Type.String() });
/** A sign-in that answers `{status, account}`. */
const SIGNED_IN_ACCOUNT = Type.Object({ status: Ok, account: SIGNED_IN });

/** The path prefix of the Keychain routes (where the challenge's cookie is sent). */
export const KEYCHAIN_PREFIX = '/v1/api/keychain';

/** The app account Keychain's sign-in names. */
export const KEYCHAIN_CONFIG = route({
  method: 'GET',
  path: `${KEYCHAIN_PREFIX}/config`,
  answer: Type.Object({ appAccount: Type.String() }),
});
export const KEYCHAIN_CHALLENGE = route({
  method: 'POST',
  path: `${KEYCHAIN_PREFIX}/fetch_memo`,
  body: closed({ username: HiveName }),
  answer: CHALLENGE,
});
export const KEYCHAIN_SIGN_IN = route({
  method: 'POST',
  path: `${KEYCHAIN_PREFIX}/login`,
  body: closed({ username: HiveName, ...KeychainSig }),
  answer: SIGNED_IN_ACCOUNT,
});
export const KEYCHAIN_LINK_CHALLENGE = route({
  method: 'POST',
  path: `${KEYCHAIN_PREFIX}/fetch_memo2`,
  body: closed({ hiveUsername: HiveName, username: LegacyName }),
  answer: CHALLENGE,
});
export const KEYCHAIN_LINK = route({
  method: 'POST',
  path: `${KEYCHAIN_PREFIX}/login2`,
  body: closed({ hiveUsername: HiveName, username: LegacyName, ...KeychainSig }),
  answer: SIGNED_IN_ACCOUNT,
});

/** SmartLock sign-in: the account, a timestamp and its signature. */
export const SMARTLOCK_SIGN_IN = route({
  method: 'POST',
  path: '/v1/api/login',
  body: closed({ username: HiveName, ts: Ts, sig: Sig, smartlock: Type.Literal(true) }),
  answer: Type.Intersect([Type.Object({ status: Ok }), SIGNED_IN]),
});
export const SMARTLOCK_LINK = route({
  method: 'POST',
  path: '/v1/api/login2',
  body: closed({
    hiveUsername: HiveName,
    ts: Ts,
    sig: Sig,
    smartlock: Type.Literal(true),
    username: LegacyName,
  }),
  answer: Type.Intersect([Type.Object({ status: Ok }), SIGNED_IN]),
});

/** A Hive account's public keys and posting account authorities (SmartLock's and Keychain's key checks). */
export const HIVE_ACCOUNT = route({
  method: 'GET',
  path: '/v1/api/hive/account/:username',
  params: Type.Object({ username: Type.String({ minLength: 1, maxLength: 32 }) }),
  answer: Type.Object({
    name: Type.String(),
    /** Public keys (STM…) of the posting authority. */
    postingKeys: Type.Array(Type.String()),
    /** Public keys (STM…) of the active authority. */
    activeKeys: Type.Array(Type.String()),
    /** Accounts holding posting authority, with their weights. */
    postingAccountAuths: Type.Array(Type.Tuple([Type.String(), Type.Number()])),
  }),
});

/** The path prefix of the HiveAuth routes (where its challenge's cookie is sent). */
export const HIVEAUTH_PREFIX = '/v1/api/hiveauth';

/** HiveAuth: a challenge for the wallet to sign, and the HAS server to send it through. */
export const HIVEAUTH_CHALLENGE = route({
  method: 'POST',
  path: `${HIVEAUTH_PREFIX}/challenge`,
  body: closed({ username: HiveName }),
  answer: Type.Intersect([CHALLENGE, Type.Object({ hasUrl: Type.String() })]),
});
/** The wallet's signature of that challenge: signs in. */
export const HIVEAUTH_SIGN_IN = route({
  method: 'POST',
  path: `${HIVEAUTH_PREFIX}/login`,
  body: closed({ username: HiveName, signature: Sig, id: Type.Optional(ChallengeId) }),
  answer: SIGNED_IN_ACCOUNT,
});

/** The path prefix of the HiveSigner routes (where its state's cookie is sent). */
export const HIVESIGNER_PREFIX = '/v1/api/hivesigner';

/** Whether HiveSigner sign-in is set up, and HiveSigner's host. */
export const HIVESIGNER_CONFIG = route({
  method: 'GET',
  path: `${HIVESIGNER_PREFIX}/config`,
  answer: Type.Object({ enabled: Type.Boolean(), host: Type.Union([Type.String(), Type.Null()]) }),
});
/** Starts a HiveSigner sign-in: the page to approve it on (`redirect_uri`, when named, must be this site's). */
export const HIVESIGNER_START = route({
  method: 'POST',
  path: `${HIVESIGNER_PREFIX}/start`,
  body: closed({ redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })) }),
  answer: Type.Object({ status: Ok, url: Type.String() }),
});
/** Where HiveSigner sends the browser back to (a redirect to the game choice or the profile, or a page). */
export const HIVESIGNER_CALLBACK = route({
  method: 'GET',
  path: `${HIVESIGNER_PREFIX}/callback`,
  query: Type.Object({
    access_token: Type.Optional(Type.String({ maxLength: 8192 })),
    username: Type.Optional(Type.String({ maxLength: 64 })),
    expires_in: Type.Optional(Type.String({ maxLength: 20 })),
    state: Type.Optional(Type.String({ maxLength: 200 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  answer: Type.Unknown(),
});
