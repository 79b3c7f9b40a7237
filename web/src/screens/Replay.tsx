import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { StoredGame } from '../../../engine';
import { ApiError } from '../net/http';
import type { GameAnchor } from '../../../contract/http';
import { splitAnchor } from '../net/chain';
import { fetchStoredGame } from '../net/games';
import { replayModel, type ReplayModel } from '../replay/replaySteps';
import { ReplayViewer } from '../replay/ReplayViewer';
import '../styles/game.css';
import '../replay/replay.css';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | {
      readonly state: 'ready';
      readonly game: StoredGame;
      readonly anchor: GameAnchor;
      readonly model: ReplayModel;
    };

/** What a failed load says: no such game, the server's refusal of a private game, or what went wrong. */
export function loadFailure(err: unknown): string {
  if (err instanceof ApiError) return err.status === 404 ? 'There is no game with this id.' : err.message;
  return err instanceof Error ? err.message : 'The game could not be loaded.';
}

/** /replay/:gameId: a stored game rebuilt in the browser by the engine, step by step (public games are public). */
export default function Replay() {
  const { gameId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    fetchStoredGame(gameId).then(
      (answer) => {
        if (!live) return;
        const { game, anchor } = splitAnchor(answer);
        const model = replayModel(game);
        setLoaded(
          model.ok
            ? { state: 'ready', game, anchor, model: model.value }
            : { state: 'failed', message: `The stored game cannot be replayed: ${model.error}.` },
        );
      },
      (err: unknown) => {
        if (live) setLoaded({ state: 'failed', message: loadFailure(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  if (loaded.state === 'ready')
    return <ReplayViewer key={gameId} game={loaded.game} anchor={loaded.anchor} model={loaded.model} />;
  return (
    <div className="page stack">
      <h1>Replay</h1>
      {loaded.state === 'loading' ? (
        <p className="muted" role="status">
          Loading the game…
        </p>
      ) : (
        <>
          <p className="error" role="alert">
            {loaded.message}
          </p>
          <p>
            <Link to="/">Go home</Link>
          </p>
        </>
      )}
    </div>
  );
}
