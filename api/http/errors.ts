import type { FastifyError, FastifyInstance } from 'fastify';
import { codeForStatus, type ApiErrorBody, type ApiErrorCode } from '../../contract/http';

/** An error with the HTTP status, code and message a client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The one error body every failure gets: `{status: 'error', statusCode, error, code, message}`; without a
 * code, the one its status implies (Fastify's own refusals name none).
 */
export function errorBody(
  statusCode: number,
  message: string,
  code: ApiErrorCode = codeForStatus(statusCode),
): ApiErrorBody {
  return { status: 'error', statusCode, error: REASONS[statusCode] ?? 'Error', code, message };
}

/** The answer to a body over `limit` bytes. */
export function bodyTooLarge(limit: number): string {
  const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`;
  return `The request body is too large (at most ${size}).`;
}

export const SERVER_FAULT = 'Something went wrong on the server. Please try again.';

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
