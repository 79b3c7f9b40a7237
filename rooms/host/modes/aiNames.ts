import { randomInt } from 'node:crypto';
import { aiNamesFor, type AiLevel } from '../../../engine';
import type { Store } from '../ports';

/**
 * `count` distinct names for AIs of `level`, drawn from the first `qty` of the AI names setting: a name always
 * plays the same level (engine aiLevelOfName, docs/RULES.md).
 */
export async function aiNames(store: Store, count: number, level: AiLevel): Promise<string[]> {
  const { qty, names } = await store.aiNames();
  return aiNamesFor(level, count, names.slice(0, qty), names, (n) => randomInt(0, n));
}
