// A colyseus.js client for the load bots that remembers the address of the process its latest room lives on.
import { Client } from 'colyseus.js';

export class BotClient extends Client {
  address = '';

  protected override buildEndpoint(room: unknown, options?: unknown, protocol?: string): string {
    const endpoint = super.buildEndpoint(room, options, protocol);
    this.address = new URL(endpoint).host;
    return endpoint;
  }
}

/** A client of `url` signed in with `token`. */
export function botClient(url: string, token: string): BotClient {
  const client = new BotClient(url);
  client.auth.token = token;
  return client;
}
