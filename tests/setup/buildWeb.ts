// Vitest global setup: the browser tests run the built product, so build the web client once first.
import { build } from 'vite';

export default async function setup(): Promise<void> {
  // The production bundle, as `npm start` serves it (vitest's NODE_ENV=test would give React's development
  // build and JSX transform).
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
