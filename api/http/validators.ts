// The compiler of the routes' body, querystring and params schemas: Fastify's own (@fastify/ajv-compiler), one per
// process instead of one per app, with each schema compiled once per process.
//
// Fastify builds a new Ajv for every app and compiles every route's schema again, and the routes declare their
// schemas inline (TypeBox, built anew by each app), so nothing was reused from one app to the next. A process
// builds one app, but the test suite builds about 700 (an app per test in most API files): compiling was half of
// each build's 48 ms of CPU (measured with the inspector; docs/TESTING.md). The compiled validator depends on the
// schema's content and the Ajv options only, so it is kept by both.
import { AjvCompiler } from '@fastify/ajv-compiler';

/** Fastify's validator pool: one Ajv per distinct set of options and shared schemas. */
const pool = AjvCompiler();

type BuildValidator = typeof pool;
type Compile = ReturnType<BuildValidator>;
type Validate = ReturnType<Compile>;

/** What Fastify hands the compiler for each route part (its types say `(schema)`; it passes this object). */
interface RoutePart {
  readonly schema: unknown;
}

/** The validators compiled so far, by the compiler they came from and the schema's JSON. */
const compiled = new WeakMap<Compile, Map<string, Validate>>();

/**
 * `schemaController.compilersFactory.buildValidator` for Fastify: the pool's compiler for these options, answering
 * a schema it has compiled before with the same validator.
 */
export const sharedValidators: BuildValidator = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options);
  const cache = compiled.get(compile) ?? new Map<string, Validate>();
  compiled.set(compile, cache);
  const cached = (part: RoutePart) => {
    const key = JSON.stringify(part.schema);
    let validate = cache.get(key);
    if (validate === undefined) {
      validate = (compile as unknown as (part: RoutePart) => Validate)(part);
      cache.set(key, validate);
    }
    return validate;
  };
  return cached;
};
