// `npm run demo`: the server against a stand-in Hive node on this machine, with demo accounts whose keys it
// prints, so every Hive sign-in can be tried offline. Never the default: `npm start` asks real Hive nodes.
import { createChainClient } from '../api/hive/chainClient';
import { makeTestAccount, startStandInNode } from '../api/hive/standInNode';
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
// The environment read once, as `npm start` reads it, with the demo's database, admin and chain (and this machine
// only, unless HOST says otherwise).
const serverConfig = loadServerConfig(
  {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:data/demo.sqlite',
    ADMIN_USERS: 'demo-admin',
    HIVE_APP_ACCOUNT: DEMO_APP_ACCOUNT,
    HIVE_APP_POSTING_KEY: app.keys.posting,
    HIVE_RPC_URL: node.url,
  },
  { host: '127.0.0.1' },
);
const config = serverConfig.api;
const server = await startServer({
  ...serverOptions(serverConfig),
  chain: createChainClient([node.url], { timeoutMs: 2000 }),
});
const url = server.url;

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
    'Press Ctrl-C to stop.',
  ].join('\n'),
);

closeOnSignals(server, serverConfig.drainMs, () => node.close());
