// `npm run demo`: the server against a stand-in Hive node on this machine, with demo accounts whose keys it
// prints, so every Hive sign-in can be tried offline. Never the default: `npm start` asks real Hive nodes.
import { createHiveNode } from '../api/hive/hiveNode';
import { startStandInHas } from '../api/hive/standInHas';
import { makeTestAccount, startStandInNode } from '../api/hive/standInNode';
import { startStandInHiveSigner } from '../api/hive/standInHiveSigner';
import { HIVESIGNER_CALLBACK_PATH } from '../api/routes/hiveSigner';
import { loadServerConfig, serverOptions } from './config';
import { closeOnSignals } from './signals';
import { startServer } from './startServer';

/** The demo accounts; `demo-admin` is an admin. */
export const DEMO_ACCOUNT_NAMES = ['demo-alice', 'demo-bob', 'demo-admin'] as const;

/** Each demo account's master password, fixed so its keys are the same on every run. */
export const demoPassword = (name: string): string => `octoduel demo master password of ${name}`;

/** The demo's app account: it signs the anchors of counted games on the stand-in chain (issue 28). */
export const DEMO_APP_ACCOUNT = 'octoduel-demo';

const app = makeTestAccount(DEMO_APP_ACCOUNT, demoPassword(DEMO_APP_ACCOUNT));
// Each demo account has granted the app account posting authority already, so sign-in asks nothing more.
const demo = DEMO_ACCOUNT_NAMES.map((name) =>
  makeTestAccount(name, demoPassword(name), { postingAccountAuths: [[DEMO_APP_ACCOUNT, 1]] }),
);
// A block every 3 s, as Hive's.
const node = await startStandInNode({ accounts: [app.account, ...demo.map((d) => d.account)] });
// A stand-in HiveSigner on this machine (issue 37): a demo account approves on its page, no key asked.
const hiveSigner = await startStandInHiveSigner({ accounts: DEMO_ACCOUNT_NAMES });
// HiveAuth (issue 37): a stand-in HAS server whose wallet holds the demo accounts' posting keys.
const has = await startStandInHas({
  keys: Object.fromEntries(demo.map(({ account, keys }) => [account.name, keys.posting])),
});
// The environment read once, as `npm start` reads it, with the demo's database, admin, chain and sign-in stand-ins
// (and this machine only, unless HOST says otherwise).
const serverConfig = loadServerConfig(
  {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:data/demo.sqlite',
    ADMIN_USERS: 'demo-admin',
    HIVE_APP_ACCOUNT: DEMO_APP_ACCOUNT,
    HIVE_APP_POSTING_KEY: app.keys.posting,
    HIVE_RPC_URL: node.url,
    HIVESIGNER_URL: hiveSigner.url,
    HIVESIGNER_APP: DEMO_APP_ACCOUNT,
    HIVEAUTH_URL: has.url,
  },
  { host: '127.0.0.1' },
);
const config = serverConfig.api;
const server = await startServer({
  ...serverOptions(serverConfig),
  chain: createHiveNode([node.url], { timeoutMs: 2000 }),
});
const url = server.url;
// HiveSigner sends a person back only to the app's registered Redirect URIs: this server's, by either name.
hiveSigner.registerApp(DEMO_APP_ACCOUNT, [
  `${url}${HIVESIGNER_CALLBACK_PATH}`,
  `http://localhost:${server.port}${HIVESIGNER_CALLBACK_PATH}`,
  `http://127.0.0.1:${server.port}${HIVESIGNER_CALLBACK_PATH}`,
]);

console.log(
  [
    `Octoduel demo is listening on ${url}`,
    `Database: ${config.databaseUrl}`,
    '',
    `Hive chain: a LOCAL STAND-IN node at ${node.url}, not the real Hive blockchain.`,
    'It exists only for trying sign-in and anchors offline and is never the default.',
    `Counted games are anchored there by @${DEMO_APP_ACCOUNT} (a block every 3 s). Demo accounts:`,
    ...demo.flatMap(({ account, keys }) => [
      '',
      `  @${account.name}${config.adminUsers.includes(account.name) ? ' (admin)' : ''}`,
      `    private posting key  ${keys.posting}`,
      `    private active key   ${keys.active}`,
    ]),
    '',
    `HiveSigner: a LOCAL STAND-IN at ${hiveSigner.url}, not hivesigner.com. Sign in → HiveSigner, then`,
    `approve as a demo account on its page (no key is asked there).`,
    `HiveAuth: a LOCAL STAND-IN HAS server at ${has.url}, with a demo wallet holding the posting keys above.`,
    `  Sign in → HiveAuth → a demo username, copy the has://auth_req/… link the page shows (Copy link),`,
    `  paste it into the demo wallet at ${has.walletPage} and press Approve (or Refuse).`,
    '',
    'Press Ctrl-C to stop.',
  ].join('\n'),
);

closeOnSignals(server, serverConfig.drainMs, async () => {
  await Promise.all([node.close(), hiveSigner.close(), has.close()]);
});
