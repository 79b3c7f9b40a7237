import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';

/** Where a compiled statement's parameter comes from: a named parameter, or a constant of the statement. */
type Parameter = { readonly name: string } | { readonly value: unknown };

/** Marks a parameter while a statement is compiled: the compiled parameters say which one goes where. */
const MARK = '\u0000param:';

/**
 * A statement built with Kysely's builder once per dialect and then run with new parameters, for the hot path of
 * recording a game (docs/BENCHMARKS.md): building and compiling a query in Kysely costs more CPU than SQLite's run
 * of a small prepared statement. `build` gets a mark for each parameter in place of its value; it must use every
 * value as a bound parameter (no branches on values, no `sql.lit`), and every call must pass the same names;
 * other values in it are constants of the statement.
 * On a database with plugins (tests that fail or count statements) it is built every time, as Kysely would.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, marks: P) => Compilable<R>,
): (db: Kysely<Database>, params: P) => Promise<QueryResult<R>> {
  const byDialect = new Map<
    unknown,
    { readonly query: CompiledQuery<R>; readonly order: readonly Parameter[] }
  >();
  return async (db, params) => {
    const executor = db.getExecutor();
    // A database with plugins (tests that fail or count statements) builds each time, so its plugins see each one.
    if (executor.plugins.length > 0) return db.executeQuery<R>(build(db, params).compile());
    const dialect = executor.adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (compiled === undefined) {
      const marks = Object.fromEntries(Object.keys(params).map((name) => [name, MARK + name])) as P;
      const query = build(db, marks).compile();
      // A parameter that is not a mark is a constant of the statement (`where board = 0`): kept as it is.
      const order = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(MARK) ? { name: value.slice(MARK.length) } : { value },
      );
      compiled = { query, order };
      byDialect.set(dialect, compiled);
    }
    const { query, order } = compiled;
    return db.executeQuery<R>({
      ...query,
      parameters: order.map((p) => ('name' in p ? params[p.name] : p.value)),
    });
  };
}
