import { create } from 'zustand';
import type { GameNotice } from '../../../contract/http';
import { i18n } from '../i18n/init';
import { NOTICES_LIST, READ_NOTICES } from '../../../contract/routes';
import { call } from '../net/call';

/** What a player is told of a game that ended because its server stopped (issue 27). */
export const noticeText = (n: GameNotice): string => i18n.t('notices:ended', { opponent: n.opponent });

interface NoticesState {
  /** The notices on screen. */
  readonly shown: readonly GameNotice[];
  /** Asks the server for notices not shown yet; shows them and marks them read. True when one came. */
  load: () => Promise<boolean>;
  dismiss: (gameId: string) => void;
}

/**
 * The player's games that ended because their server stopped (GET /v1/api/auth/notices): each is shown once, as a
 * calm line, and marked read on the server as soon as it is shown.
 */
export const useNotices = create<NoticesState>((set, get) => ({
  shown: [],
  async load() {
    try {
      const { notices } = await call(NOTICES_LIST);
      const known = new Set(get().shown.map((n) => n.gameId));
      const fresh = notices.filter((n) => !known.has(n.gameId));
      if (fresh.length === 0) return false;
      set({ shown: [...get().shown, ...fresh] });
      await call(READ_NOTICES, { body: { read: fresh.map((n) => n.gameId) } });
      return true;
    } catch {
      // Signed out or unreachable: asked again on the next visit.
      return false;
    }
  },
  dismiss(gameId) {
    set({ shown: get().shown.filter((n) => n.gameId !== gameId) });
  },
}));

/**
 * A game's connection could not be restored: its server may have stopped. A survivor records such a game within
 * about 15 s, so the notices are asked for after each of `delaysMs` until one comes.
 */
export async function expectNotice(
  delaysMs: readonly number[] = [0, 5000, 10_000, 20_000],
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  let waited = 0;
  for (const at of delaysMs) {
    await sleep(at - waited);
    waited = at;
    if (await useNotices.getState().load()) return;
  }
}
