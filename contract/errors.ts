// The error body every HTTP failure gets, the API's routes and the rooms' matchmaking gate alike (one shape on
// the wire; web/src/net/http.ts reads it as an ApiError).
import { messageFor } from './catalogue/messageFor';
import { codeForStatus, type ApiErrorBody, type ApiErrorCode } from './http';

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
  return messageFor('request/too-large', { size });
}

/** The answer to an unexpected failure (a 500): the catalogue's `server/fault` sentence. */
export const SERVER_FAULT = messageFor('server/fault');
