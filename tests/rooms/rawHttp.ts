// Plain HTTP for attacking matchmaking as a script would: any header, any body, any socket behaviour.
import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** Sends one request and reads the whole answer. */
export function send(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A matchmaking call (`POST /matchmake/<method>/<room>`) with a JSON body. */
export function matchmake(
  url: string,
  method: string,
  room: string,
  options: unknown = {},
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return send(
    url,
    'POST',
    `/matchmake/${method}/${room}`,
    { 'content-type': 'application/json', ...headers },
    JSON.stringify(options),
  );
}

/**
 * Writes `head` and then `chunks` (with a pause between them) on a raw socket and returns what the server
 * answers before it closes the connection or `waitMs` passes (then: '' when it said nothing at all).
 */
export function rawExchange(
  port: number,
  head: string,
  chunks: readonly Buffer[],
  waitMs = 3000,
): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.on('close', finish);
    socket.on('error', finish);
    socket.on('connect', () => {
      socket.write(head);
      void (async () => {
        for (const chunk of chunks) {
          if (done || socket.destroyed) return;
          socket.write(chunk);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
    });
  });
}

/**
 * The API's error body of an answer (`{status: 'error', statusCode, error, code, message}`), from a RawAnswer
 * or from the raw text `rawExchange` read (headers and a JSON body, possibly chunked).
 */
export function errorOf(answer: RawAnswer | string): {
  status: string;
  statusCode: number;
  error: string;
  code: string;
  message: string;
  requestId?: string;
} {
  // A raw answer's body may come in one chunk of chunked encoding: the JSON object within it.
  const text =
    typeof answer === 'string' ? answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1) : answer.body;
  return JSON.parse(text) as ReturnType<typeof errorOf>;
}

/** The `Access-Control-Allow-*` headers of an answer. */
export const allowHeaders = (answer: RawAnswer): string[] =>
  Object.keys(answer.headers).filter((h) => h.startsWith('access-control-allow'));
