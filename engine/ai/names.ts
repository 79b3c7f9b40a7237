import { PLAYER_LEVELS, type AiLevel, type PlayerLevel } from './types';

/** FNV-1a (32 bits) of a name, case and Unicode form ignored: the same name always gives the same number. */
function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name.normalize('NFC').toLowerCase()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The levels names were spread over before Perfect came (issue 24), by the name's hash modulo 3. */
const FIRST_LEVELS = ['random', 'greedy', 'expert'] as const satisfies readonly AiLevel[];

/**
 * The level an AI of this name always plays (docs/RULES.md, AI names and levels): a fixed function of the name
 * alone, so editing or reordering the names setting never moves a name to another level, and the board row
 * `<name> ai` is one level's. Perfect (issue 26) takes the names whose hash is 3 modulo 4; every other name keeps
 * the level it had among the first three (hash modulo 3). Each level gets a quarter of all names, and only the
 * names that became Perfect changed level (a plain hash modulo 4 would have moved three names in four).
 */
export function aiLevelOfName(name: string): AiLevel {
  const h = nameHash(name);
  return h % 4 === 3 ? 'perfect' : FIRST_LEVELS[h % 3]!;
}

/** The level a player chooses (`easy`, `medium`, `hard`, `perfect`) for an engine AI. */
export function playerLevelOf(level: AiLevel): PlayerLevel {
  return (Object.keys(PLAYER_LEVELS) as PlayerLevel[]).find((p) => PLAYER_LEVELS[p] === level)!;
}

/**
 * `count` distinct names for AIs of `level`, in the order `pick(n)` (a uniform index below n) draws them: first
 * from `pool` (the names in use), then from `all` (the whole setting), then `AI 1`, `AI 2`, … — only names whose
 * level is `level`.
 */
export function aiNamesFor(
  level: AiLevel,
  count: number,
  pool: readonly string[],
  all: readonly string[],
  pick: (n: number) => number,
): string[] {
  const picked: string[] = [];
  for (const source of [pool, all]) {
    const left = source.filter((n) => aiLevelOfName(n) === level && !picked.includes(n));
    while (picked.length < count && left.length > 0) picked.push(left.splice(pick(left.length), 1)[0]!);
  }
  for (let i = 1; picked.length < count; i++) {
    const name = `AI ${i}`;
    if (aiLevelOfName(name) === level && !picked.includes(name)) picked.push(name);
  }
  return picked;
}
