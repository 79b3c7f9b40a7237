// The load bots' two kinds (tests/bench/loadBots.ts), in a module of its own: loadBots.ts runs its bots when
// imported, so the benchmark reads the kinds from here.

/** How the bots decode: as the browser does (heavy), or lightened (light: tests/bench/lightDecoding.ts). */
export type BotKind = 'heavy' | 'light';
export const BOT_KINDS: readonly BotKind[] = ['heavy', 'light'];
