import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorCode } from '../../contract/http';
import { sentenceFor, type PlainMessageCode } from '../../contract/catalogue/messageFor';
import { bodyTooLarge, errorBody, SERVER_FAULT } from '../../contract/errors';

/**
 * An error with the HTTP status, code and message a client should see. Without a message, the code's sentence in
 * the message catalogue (contract/catalogue/en/errors.ts); a route passes one only when it has more to say.
 */
export class HttpError extends Error {
  constructor(statusCode: number, code: PlainMessageCode & ApiErrorCode);
  constructor(statusCode: number, code: ApiErrorCode, message: string);
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message?: string,
  ) {
    super(message ?? sentenceFor(code));
  }
}

/**
 * Schema failures become 400 with Fastify's message; client errors keep theirs; an unexpected failure is a
 * plain 500. Every 5xx is logged (whether or not requests are) with its request id, which the answer
 * carries as `requestId` so a user can quote it.
 */
export function installErrorHandlers(app: FastifyInstance, spaIndex?: string): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation !== undefined)
      return reply.status(400).send(errorBody(400, err.message, 'request/invalid'));
    // A body over its route's limit (Fastify's parsers counting it): the limit in words.
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const message = bodyTooLarge(request.routeOptions.bodyLimit);
      return reply.status(413).send(errorBody(413, message, 'request/too-large'));
    }
    const meant = err instanceof HttpError;
    const status = meant ? err.statusCode : (err.statusCode ?? 500);
    const code = meant ? err.code : undefined;
    if (status < 500) return reply.status(status).send(errorBody(status, err.message, code));
    const answer = meant
      ? { status, message: err.message, code }
      : { status: 500, message: SERVER_FAULT, code: 'server/fault' as const };
    if (meant) request.log.warn({ err, statusCode: status }, 'request failed');
    else request.log.error({ err, statusCode: 500 }, 'request failed');
    return reply
      .status(answer.status)
      .send({ ...errorBody(answer.status, answer.message, answer.code), requestId: request.id });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !/^\/(api|v1|matchmake)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (spaIndex !== undefined && isPage) return reply.type('text/html').sendFile(spaIndex);
    return reply.status(404).send(errorBody(404, `No route ${request.method} ${path}`));
  });
}
