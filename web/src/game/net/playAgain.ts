import { useNavigate } from 'react-router';
import { lastStartKind, startGame } from './connection';
import { NEXT_ROUTE } from '../choice/GameChoice';
import type { GameView, StartKind } from '../decoding/types';

/**
 * The game Play again starts: the same mode, AI level and clock as the game that ended (the level the room
 * says it was started with; else the one this tab asked for; else hard), or null for a watched AI-versus-AI
 * series.
 */
export function playAgainKind(view: GameView): StartKind | null {
  const last = lastStartKind();
  switch (view.mode) {
    case 'others':
      return { type: 'others' };
    case 'h1a1':
      return {
        type: 'h1a1',
        level: view.level ?? (last?.type === 'h1a1' ? last.level : 'hard'),
        clock: view.clock,
      };
    case 'h2a0':
      return { type: 'h2a0', clock: view.clock };
    default:
      return null;
  }
}

/** Play again: leaves the finished game and starts the same kind, then goes where that kind starts. */
export function usePlayAgain(view: GameView): (() => void) | undefined {
  const navigate = useNavigate();
  const kind = playAgainKind(view);
  if (kind === null) return undefined;
  return () => {
    void startGame(kind).then((ok) => {
      void navigate(ok ? NEXT_ROUTE[kind.type] : '/', { replace: true });
    });
  };
}
