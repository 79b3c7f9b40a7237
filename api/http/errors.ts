import type { FastifyError, FastifyInstance } from 'fastify';

/** An error with the HTTP status and message a client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
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
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The one error body every failure gets: `{status: 'error', statusCode, error, message}`. */
export function errorBody(statusCode: number, message: string) {
  return { status: 'error', statusCode, error: REASONS[statusCode] ?? 'Error', message };
}

/** Schema failures become 400 with Fastify's message; client errors keep theirs; the rest is a plain 500. */
export function installErrorHandlers(app: FastifyInstance, spaIndex?: string): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.validation !== undefined) return reply.status(400).send(errorBody(400, err.message));
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    if (status >= 500 && !(err instanceof HttpError)) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(errorBody(500, 'Something went wrong on the server. Please try again.'));
    }
    return reply.status(status).send(errorBody(status, err.message));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      request.method === 'GET' && !/^\/(api|v1|matchmake)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
    if (spaIndex !== undefined && isPage) return reply.type('text/html').sendFile(spaIndex);
    return reply.status(404).send(errorBody(404, `No route ${request.method} ${path}`));
  });
}
