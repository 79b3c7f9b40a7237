// The heavy load bots' message handling: what the web client does with each server message, minus the screen.
// web/src/game/net/gameConnection.ts registers a handler for every type the server sends (SERVER_MESSAGE_TYPES),
// parses each body at the edge (parseServerMessage) and keeps what it needs; the record is parsed once
// (web/src/game/decoding/mirror.ts). Here the same is kept on the object, so a bot pays what a browser pays to
// receive, and the bot acts only on `error` and `gameover`.
import type { Room } from 'colyseus.js';
import { parseServerMessage, SERVER_MESSAGE_TYPES, type ServerMessage } from '../../engine';

/** What the bot does on the two messages it acts on. */
export interface BotReactions {
  readonly error: (code: string, message: string) => void;
  readonly gameover: (result: string) => void;
  /** Every message received, by its type (parsed or not). */
  readonly received: (type: string) => void;
}

export class BrowserMessages {
  /** The latest parsed message of each type, as the web's store keeps the latest plan, notice, fill, … */
  readonly latest = new Map<ServerMessage['type'], ServerMessage>();
  /** The finished game's record, parsed once (null when it was not a JSON object). */
  record: unknown = null;
  /** The latest reading of the server's clock a `time` message gave (0 before one). */
  serverTime = 0;
  /** Messages the edge refused (an unknown type, a `gameover` that is not one). */
  refused = 0;

  constructor(
    room: Room,
    private readonly reactions: BotReactions,
  ) {
    for (const type of SERVER_MESSAGE_TYPES)
      room.onMessage(type, (body: unknown) => {
        this.reactions.received(type);
        const parsed = parseServerMessage(type, body);
        if (parsed.ok) this.take(parsed.value);
        else this.refused++;
      });
  }

  private take(message: ServerMessage): void {
    this.latest.set(message.type, message);
    switch (message.type) {
      case 'error':
        this.reactions.error(message.body.code, message.body.message);
        return;
      case 'gameover':
        this.reactions.gameover(message.body.result);
        return;
      case 'record':
        this.record = parseJson(message.body.record);
        return;
      case 'time':
        this.serverTime = message.body.serverTime;
        return;
      case 'plan':
      case 'inform':
      case 'notice':
      case 'rematch':
      case 'seek':
      case 'filled':
        return;
    }
  }
}

/** JSON text parsed, or null when it is not JSON. */
function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
