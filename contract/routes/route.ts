// What one HTTP route is, as both sides of the wire read it: its method, its path (with `:params`) and the
// TypeBox schemas of its parameters, query, body and answer. The server registers a route from its entry
// (api/http/tableRoute.ts), the web calls it through the entry (web/src/net/call.ts); neither writes the path.
import type { Static, TSchema, TUnsafe } from '@sinclair/typebox';
import * as Type from './schema';

/** The HTTP methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One route of the API. */
export interface Route {
  readonly method: Method;
  /** The path, each parameter written `:name` (as Fastify reads it). */
  readonly path: string;
  /** The path's parameters (an object schema whose keys are the `:name`s). */
  readonly params?: TSchema;
  /** The query string's fields. */
  readonly query?: TSchema;
  /** The request body: JSON, or for an upload the form's fields besides the file. */
  readonly body?: TSchema;
  /** What a success answers: JSON, or BYTES for a binary answer. */
  readonly answer: TSchema;
}

/** The request parts a route may have. */
type PartName = 'params' | 'query' | 'body';

/**
 * A route as the table keeps it: every part named, `undefined` where the route has none (Fastify's type
 * provider reads an absent part's type as `undefined`, never as "any schema").
 */
export type Entry<R extends Route> = R & { readonly [K in Exclude<PartName, keyof R>]: undefined };

/** Declares a route, keeping its literal types (the path, the schemas) for the callers' inference. */
export function route<const R extends Route>(entry: R): Entry<R> {
  return Object.assign({ params: undefined, query: undefined, body: undefined }, entry);
}

/** The static type of a route part: its schema's, or `undefined` when the route has none. */
type Part<S> = S extends TSchema ? Static<S> : undefined;

/** The path parameters of a route. */
export type ParamsOf<R extends Route> = Part<R['params']>;
/** The query of a route. */
export type QueryOf<R extends Route> = Part<R['query']>;
/** The body of a route. */
export type BodyOf<R extends Route> = Part<R['body']>;
/** What a route answers. */
export type AnswerOf<R extends Route> = Static<R['answer']>;

/**
 * An answer whose type is one of the contract's interfaces (contract/http.ts, contract/records.ts, engine/): the
 * table names the type once and both sides read it from here. Its schema is empty: nothing checks it at run time
 * (the server's handler is checked against it by the compiler, api/http/tableRoute.ts).
 */
export const typed = <T>(): TUnsafe<T> => Type.Unsafe<T>({});

/** A binary answer (an image, the solved table's bytes): read as bytes, never parsed. */
export const BYTES = Type.Unsafe<ArrayBuffer>({ format: 'binary' });

/** `{status: 'ok'}`: a write that answers nothing more. */
export const OK = Type.Object({ status: Type.Literal('ok') });

/** `{status: 'ok', message}`: a saved setting's answer. */
export const SAVED_ANSWER = Type.Object({ status: Type.Literal('ok'), message: Type.String() });

/** `{status: 'ok', message}` with the setting as it now stands (`T`). */
export const savedWith = <T extends object>(): TUnsafe<{ status: 'ok'; message: string } & T> =>
  Type.Unsafe<{ status: 'ok'; message: string } & T>({});

/** The text a URL carries for a value: strings, numbers and booleans; anything else is left out. */
function urlText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** An object's fields; nothing for anything else. */
const fieldsOf = (value: unknown): object => (typeof value === 'object' && value !== null ? value : {});

/**
 * The URL of a call: the route's path with each `:name` replaced by its parameter (URI-encoded), then the query's
 * defined fields. Throws when a parameter the path names is missing (a caller's mistake the types already refuse).
 */
export function urlOf(entry: Route, params?: unknown, query?: unknown): string {
  const values = new Map<string, unknown>(Object.entries(fieldsOf(params)));
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = urlText(values.get(name));
    if (value === undefined) throw new Error(`${entry.path} needs its parameter ${name}.`);
    return encodeURIComponent(value);
  });
  const fields = Object.entries(fieldsOf(query)).flatMap(([key, value]: [string, unknown]) => {
    const text = urlText(value);
    return text === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(text)}`];
  });
  return fields.length === 0 ? path : `${path}?${fields.join('&')}`;
}
