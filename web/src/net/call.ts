// The typed web client: every API call goes through a route of the table (contract/routes/), which gives its
// method, its URL and the types of its parameters, query, body and answer. No call site writes a path or names
// an answer's type.
import {
  urlOf,
  type AnswerOf,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type Route,
} from '../../../contract/routes';
import { fetchBytes, fetchJson, uploadForm } from './http';

/** A part of a call's input: required when the route has it, optional (and `undefined`) when not. */
type Part<K extends string, T> = undefined extends T ? { readonly [P in K]?: T } : { readonly [P in K]: T };

/** What a call of `R` is given: its path parameters and body when it has them, its query and headers if any. */
export type CallInput<R extends Route> = Part<'params', ParamsOf<R>> &
  Part<'body', BodyOf<R>> & {
    readonly query?: QueryOf<R>;
    /** Extra request headers (a window login's Bearer). */
    readonly headers?: Readonly<Record<string, string>>;
    /** Where the route's URL is served, when not on the page's origin (the game server's, for matchmaking). */
    readonly endpoint?: (url: string) => string;
  };

/** The input argument: optional when the route needs none. */
export type InputArgs<R extends Route> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * The one place an answer's JSON becomes its route's answer type (TypeBox's Static of a generic schema takes it
 * as it is: no cast is written, and none is needed anywhere else). The server's handler for the route is checked
 * against the same entry's AnswerOf by the compiler (api/http/tableRoute.ts), so a well-formed answer has this
 * type; the answer is not checked again at run time (TypeBox's checker would weigh on the page's bundle, and
 * callers that must survive another server's answer read it as `unknown` themselves: chain.ts, flows.ts).
 */
function answerOf<R extends Route>(_route: R, json: unknown): AnswerOf<R> {
  return json;
}

/** The URL of a call of `route` with `input`'s parameters and query. */
export function routeUrl<R extends Route>(route: R, ...[input]: InputArgs<R>): string {
  return urlOf(route, input?.params, input?.query);
}

/**
 * Calls `route` with the session cookie: JSON in and out, the answer typed from the table. A POST or PUT without
 * a body sends `{}`. Fails with an ApiError.
 */
export async function call<R extends Route>(route: R, ...[input]: InputArgs<R>): Promise<AnswerOf<R>> {
  const url = urlOf(route, input?.params, input?.query);
  const at = input?.endpoint ?? ((local: string) => local);
  const writes = route.method === 'POST' || route.method === 'PUT';
  const body: unknown = input?.body ?? (writes ? {} : undefined);
  return answerOf(route, await fetchJson(route.method, at(url), body, { ...input?.headers }));
}

/** GETs a binary route's answer as bytes (the solved game's values). Fails with an ApiError. */
export function callBytes<R extends Route>(route: R, ...[input]: InputArgs<R>): Promise<ArrayBuffer> {
  return fetchBytes(urlOf(route, input?.params, input?.query));
}

/** Uploads `file` to an upload route (a form: `image` and `fields`), the answer typed from the table. */
export async function uploadTo<R extends Route>(
  route: R,
  file: Blob,
  fields: Readonly<Record<string, string>> = {},
): Promise<AnswerOf<R>> {
  return answerOf(route, await uploadForm(urlOf(route), file, fields));
}
