// Vitest global setup: the browser tests run the built product, so build the web client once first.
import { build } from 'vite';

export default async function setup(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
