// `npm start`: the one-process server on one port (PORT, default 2567). See README.md for every variable.
import { closeOnSignals, startServer } from './server';

const server = await startServer({ logger: process.env.LOG_REQUESTS === 'true' });
closeOnSignals(server);
console.log(`Octoduel is listening on ${server.url}`);
