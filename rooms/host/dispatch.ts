import type { Action, ClientMessage } from '../../engine';
import type { ModeCommand } from './ports';

/** Where each kind of client message goes. */
export interface MessageHandlers {
  /** A player's action (the engine takes or refuses it). */
  act(connection: string, action: Action): void;
  /** Leaving the game. */
  exit(connection: string): void;
  /** The watcher's controls, the rematch and berserk (the mode's). */
  command(connection: string, type: ModeCommand): void;
}

/** One exhaustive switch over the typed client messages, one line per kind. */
export function dispatch(connection: string, message: ClientMessage, on: MessageHandlers): void {
  switch (message.type) {
    case 'ready':
    case 'choose':
    case 'place':
    case 'move':
    case 'hit':
    case 'set':
    case 'back':
      on.act(connection, message);
      return;
    case 'exit':
      on.exit(connection);
      return;
    case 'pause':
    case 'continue':
    case 'reset':
    case 'rematch':
    case 'decline':
    case 'berserk':
      on.command(connection, message.type);
      return;
  }
}
