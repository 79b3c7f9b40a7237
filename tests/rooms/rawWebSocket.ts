// A WebSocket upgrade with any request target, written on a raw socket as a script sends it (a browser or the
// `ws` client would tidy the path first): what the server answers, and the first message a room sends once the
// socket is open.
import { connect } from 'node:net';

export interface UpgradeAnswer {
  /** 101 when the socket opened; the HTTP status of a refused upgrade otherwise (0: closed without one). */
  readonly status: number;
  /** A refused upgrade's body. */
  readonly body: string;
  /** The Colyseus protocol code of the first message on an open socket (Protocol.JOIN_ROOM, Protocol.ERROR). */
  readonly firstMessage?: number;
  /** That first message as text (an error's message is readable in it). */
  readonly firstText?: string;
}

/**
 * Opens a WebSocket to `target` (the request target sent exactly as given) and reads the answer: a refusal's
 * status and body, or the first frame of an open socket; then closes it.
 */
export function rawUpgrade(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  waitMs = 3000,
): Promise<UpgradeAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (answer: UpgradeAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => {
      finish(readAnswer(received, true));
    }, waitMs);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answer = readAnswer(received, false);
      if (answer !== undefined) finish(answer);
    });
    socket.on('close', () => {
      finish(readAnswer(received, true));
    });
    socket.on('error', () => {
      finish(readAnswer(received, true));
    });
    const lines = [
      `GET ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      `Sec-WebSocket-Key: ${Buffer.from('octoduel-attack!').toString('base64')}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** The answer in `bytes`: undefined until it is complete, unless the connection `ended` (then what came). */
function readAnswer(bytes: Buffer, ended: true): UpgradeAnswer;
function readAnswer(bytes: Buffer, ended: boolean): UpgradeAnswer | undefined;
function readAnswer(bytes: Buffer, ended: boolean): UpgradeAnswer | undefined {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return ended ? { status: 0, body: '' } : undefined;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(bytes.toString('latin1', 0, headEnd))?.[1] ?? 0);
  const rest = bytes.subarray(headEnd + 4);
  if (status !== 101) return ended ? { status, body: rest.toString() } : undefined;
  const payload = firstFramePayload(rest);
  if (payload !== undefined)
    return { status, body: '', firstMessage: payload[0], firstText: payload.toString('latin1') };
  return ended ? { status, body: '' } : undefined;
}

/** The payload of the first complete (unmasked, server-sent) frame in `bytes`, or undefined until it is all there. */
function firstFramePayload(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 2) return undefined;
  const short = bytes[1]! & 0x7f;
  const [start, length] =
    short === 126
      ? [4, bytes.length >= 4 ? bytes.readUInt16BE(2) : Infinity]
      : short === 127
        ? [10, bytes.length >= 10 ? Number(bytes.readBigUInt64BE(2)) : Infinity]
        : [2, short];
  return bytes.length >= start + length ? bytes.subarray(start, start + length) : undefined;
}
