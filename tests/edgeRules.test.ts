import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { EDGE_RULES, USER_WRITES, WEB_INTERVAL_FILES, WEB_INTERVALS } from '../eslint.config.js';

/** The messages the edge rules give for a snippet of web/ or rooms/ code. */
function lint(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: EDGE_RULES }];
  return linter.verify(code, config, 'web/src/game/probe.ts').map((m) => m.message);
}

describe('web/ and rooms/ ask the engine instead of re-deriving rules', () => {
  test.each([
    ['a landed hit from plan squares', 'const win = r.hitA === r.moveB;'],
    ['the other way round', 'if (reveal.moveA !== reveal.hitB) f();'],
    ['a phase list', "const planning = view.phase === 'move' || view.phase === 'hit';"],
    ['a phase list on a bare name', "if (phase !== 'waiting' && phase !== 'over') f();"],
    ['a longer phase list', "const p = v.phase === 'a' || v.phase === 'b' || v.phase === 'c';"],
    [
      'a phase list after another test',
      "const live = !watching && view.phase !== 'waiting' && view.phase !== 'over';",
    ],
    ['a switch over phases', "switch (view.phase) { case 'move': break; }"],
  ])('refused: %s', (_name, code) => {
    expect(lint(code)).not.toEqual([]);
  });

  test.each([
    ['one phase', "const over = view.phase === 'over';"],
    ['a planned square on the board', 'const planned = plan.move === sq;'],
    ['a reveal field read', 'const from = seat === A ? reveal.fromA : reveal.fromB;'],
    ['a phase beside something else', "const go = view.phase === 'over' && late;"],
  ])('allowed: %s', (_name, code) => {
    expect(lint(code)).toEqual([]);
  });
});

describe('users are written in api/db/users.ts only', () => {
  /** The messages the users rule gives for a snippet of api/ code. */
  const lintApi = (code: string) =>
    new Linter({ configType: 'flat' })
      .verify(
        code,
        [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: USER_WRITES }],
        'api/routes/probe.ts',
      )
      .map((m) => m.message);

  test.each([
    ['an update', "await k.updateTable('users').set({ name }).where('id', '=', id).execute();"],
    [
      'an update on the context',
      "await ctx.db.kysely.updateTable('users').set({ role: 'admin' }).execute();",
    ],
    ['an insert', "await db.insertInto('users').values(user).execute();"],
    ['a delete', "await db.deleteFrom('users').where('id', '=', id).execute();"],
  ])('refused: %s', (_name, code) => {
    expect(lintApi(code)).not.toEqual([]);
  });

  test.each([
    ['a read', "await db.selectFrom('users').selectAll().execute();"],
    ['another table', "await db.updateTable('sessions').set({ expires_at: 0 }).execute();"],
    ['the module', 'await rename(k, user.id, name);'],
  ])('allowed: %s', (_name, code) => {
    expect(lintApi(code)).toEqual([]);
  });
});

describe('web/ polls through TanStack Query, not on hand-rolled intervals', () => {
  /** The messages the interval rule gives for a snippet of web/ code. */
  const lintWeb = (code: string) =>
    new Linter({ configType: 'flat' })
      .verify(
        code,
        [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: WEB_INTERVALS }],
        'web/src/screens/probe.ts',
      )
      .map((m) => m.message);

  test.each([
    ['an interval', 'const id = setInterval(load, 4000);'],
    ["the window's", 'window.setInterval(load, 4000);'],
    ['globalThis', 'globalThis.setInterval(load, 4000);'],
  ])('refused: %s', (_name, code) => {
    expect(lintWeb(code)).not.toEqual([]);
  });

  test.each([
    ['a timeout', 'const id = setTimeout(next, 5000);'],
    ["the library's polling", "useQuery({ queryKey: ['live'], queryFn: load, refetchInterval: 4000 });"],
    ['clearing one', 'clearInterval(id);'],
  ])('allowed: %s', (_name, code) => {
    expect(lintWeb(code)).toEqual([]);
  });

  /** Every .ts and .tsx file under `dir` but the tests, as paths from the repository's root. */
  const sources = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f.split('\\').join('/')}`);

  test('the files allowed an interval exist and are the only ones that call setInterval', () => {
    expect(WEB_INTERVAL_FILES.filter((f) => !existsSync(f))).toEqual([]);
    const calling = sources('web/src').filter((f) => readFileSync(f, 'utf8').includes('setInterval('));
    expect(calling.sort()).toEqual([...WEB_INTERVAL_FILES].sort());
  });
});
