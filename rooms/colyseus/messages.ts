import type { Client } from '@colyseus/core';
import type { ServerMessage } from '../../engine';

/** Sends one typed server message (engine/protocol.ts) to one client. */
export function sendTo(client: Client, message: ServerMessage): void {
  client.send(message.type, message.body);
}

/** Tells one client why its message was refused. */
export function sendError(client: Client, code: string, message: string): void {
  sendTo(client, { type: 'error', body: { code, message } });
}
