import { codeForStatus, isApiErrorCode, type ApiErrorCode } from '../../../contract/http';

/**
 * A failed API call: the server's message (or a network one), its error `code` (docs/API.md "Error codes";
 * `network/unreachable` when the server was not reached) and the HTTP status (0 when unreachable).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ApiErrorCode,
    readonly status: number,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

/** The ApiError a failed answer's body describes (its code, else the one its status implies). */
function failure(status: number, data: unknown): ApiError {
  const body =
    typeof data === 'object' && data !== null ? (data as { message?: unknown; code?: unknown }) : {};
  return new ApiError(
    typeof body.message === 'string' ? body.message : `The server answered ${status}.`,
    isApiErrorCode(body.code) ? body.code : codeForStatus(status),
    status,
  );
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls the API on the same origin with the session cookie (and any extra `headers`); JSON in, parsed JSON out. */
export async function fetchJson(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(UNREACHABLE, 'network/unreachable', 0);
  }
  const text = await res.text();
  // A failure's body may not be ours (a proxy's HTML page): it is then described by its status alone.
  if (!res.ok) throw failure(res.status, parseOrUndefined(text));
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** GETs `path` on the same origin as bytes (a binary answer); a failure is an ApiError as `fetchJson`'s are. */
export async function fetchBytes(path: string): Promise<ArrayBuffer> {
  let res: Response;
  try {
    res = await fetch(path, { method: 'GET', credentials: 'same-origin' });
  } catch {
    throw new ApiError(UNREACHABLE, 'network/unreachable', 0);
  }
  if (!res.ok) throw failure(res.status, parseOrUndefined(await res.text()));
  return res.arrayBuffer();
}

/** Uploads one image (multipart field `image`) with extra form fields; the parsed JSON answer. */
export async function uploadForm(
  path: string,
  file: Blob,
  fields: Readonly<Record<string, string>> = {},
): Promise<unknown> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', file);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError(UNREACHABLE, 'network/unreachable', 0);
  }
  const data = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) throw failure(res.status, data);
  return data;
}
