import type { Route } from '../../contract/routes';

/** A route's method, URL and request schemas, as Fastify's route options name them. */
export interface TableOptions<R extends Route> {
  readonly method: R['method'];
  readonly url: R['path'];
  readonly schema: { params: R['params']; querystring: R['query']; body: R['body'] };
}

/**
 * The Fastify route options a route table entry gives (contract/routes/): its method, its path and its request
 * schemas (params, querystring, body), so a route is registered from its entry and never by a path of its own:
 * `app.route({ ...fromTable(ENTRY), handler: async (request): Promise<AnswerOf<typeof ENTRY>> => … })`.
 * The answer is not given to Fastify as a response schema (its serializer would drop any field the schema does not
 * list); the handler's return type, AnswerOf the entry, is what holds it to the table.
 */
export function fromTable<const R extends Route>(entry: R): TableOptions<R> {
  const schema = { params: entry.params, querystring: entry.query, body: entry.body };
  // A part the route has not is left out, not given as undefined (Fastify would warn of a missing schema).
  if (schema.params === undefined) delete schema.params;
  if (schema.querystring === undefined) delete schema.querystring;
  if (schema.body === undefined) delete schema.body;
  return { method: entry.method, url: entry.path, schema };
}
