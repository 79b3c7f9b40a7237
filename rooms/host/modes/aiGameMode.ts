import { aiLevelFor, playerLevelOf, type RoomError, type Seat } from '../../../engine';
import type { ModeCommand, ModeSnapshot } from '../ports';
import { aiNames } from './aiNames';
import { closeAfterGame, notTaken } from './closeAfterGame';
import type { ModeHost, ModePolicy } from './modePolicy';

/**
 * One player against a server AI (`h1a1`): the AI, named from the AI names setting, sits in B at the level asked
 * for; the player takes A; the room closes after the game.
 */
export class AiGameMode implements ModePolicy {
  constructor(
    private readonly host: ModeHost,
    /** The level the player asked for (an AI level or an engine AI name; hard when none), already checked. */
    private readonly requested: unknown,
    private readonly closeAfterGameMs: number,
  ) {}

  async prepare(): Promise<void> {
    const level = aiLevelFor(this.requested);
    const [name] = await aiNames(this.host.store, 1, level);
    // The AI's sampling comes from the committed game seed (docs/FAIRNESS.md).
    this.host.seatAi('B', name!, level);
  }

  seatsFor(): readonly Seat[] {
    return ['A'];
  }

  afterGame(): void {
    closeAfterGame(this.host, this.closeAfterGameMs);
  }

  command(_connection: string, type: ModeCommand): RoomError | undefined {
    return notTaken(type);
  }

  left(): void {}

  snapshot(): ModeSnapshot {
    // Shown so Play again repeats it.
    return { level: playerLevelOf(aiLevelFor(this.requested)) };
  }
}
