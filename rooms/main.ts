// `npm start`: the one-process server on one port (PORT, default 2567). See README.md for every variable.
import { closeOnSignals, startServer } from './server';

const server = await startServer({ logger: process.env.LOG_REQUESTS === 'true' });
if (!server.api.ctx.config.siteOrigin)
  console.warn(
    'SITE_ORIGIN is not set: sign-in signatures and the cross-site check trust the Host header. ' +
      'Set it to the public origin (e.g. https://octoduel.example) in production (docs/SECURITY.md).',
  );
closeOnSignals(server);
console.log(`Octoduel is listening on ${server.url}`);
