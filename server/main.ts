// `npm start`: the one-process server on one port (PORT, default 2567). See README.md for every variable.
import { loadServerConfig, serverOptions } from './config';
import { closeOnSignals } from './signals';
import { startServer } from './startServer';

const config = loadServerConfig(process.env);
const server = await startServer(serverOptions(config));
if (!config.api.siteOrigin)
  console.warn(
    'SITE_ORIGIN is not set: sign-in signatures and the cross-site check trust the Host header. ' +
      'Set it to the public origin (e.g. https://octoduel.example) in production (docs/SECURITY.md).',
  );
closeOnSignals(server, config.drainMs);
console.log(`Octoduel is listening on ${server.url}`);
