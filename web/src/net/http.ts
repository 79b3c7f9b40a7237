/** A failed API call: the server's message (or a network one) and the HTTP status (0 when unreachable). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Calls the API on the same origin with the session cookie; JSON in and out. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again.', 0);
  }
  const text = await res.text();
  const data = text === '' ? undefined : (JSON.parse(text) as unknown);
  if (!res.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ApiError(
      typeof message === 'string' ? message : `The server answered ${res.status}.`,
      res.status,
    );
  }
  return data as T;
}

/** Uploads one image (multipart field `image`) with extra form fields. */
export async function upload<T>(path: string, file: Blob, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', file);
  let res: Response;
  try {
    res = await fetch(path, { method: 'POST', credentials: 'same-origin', body: form });
  } catch {
    throw new ApiError('The server cannot be reached. Check your connection and try again.', 0);
  }
  const data = (await res.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!res.ok) throw new ApiError(data?.message ?? `The server answered ${res.status}.`, res.status);
  return data as T;
}
