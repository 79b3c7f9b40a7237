import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { Guard, WaitingLogo } from './components/Guard';
import { Header } from './components/Header';
import { SkipLink } from './components/SkipLink';
import { LiveGameBarSlot } from './game/LiveGameBarSlot';
import { GameNotices } from './notices/GameNotices';
import { WindowLoginListener } from './signin/WindowLoginListener';
import { useSession } from './stores/session';

// Each screen is its own chunk: the sign-in route loads only what it needs.
const SignIn = lazy(() => import('./screens/SignIn'));
const ProfileComplete = lazy(() => import('./screens/ProfileComplete'));
const Rename = lazy(() => import('./screens/Rename'));
const Confirm = lazy(() => import('./screens/Confirm'));
const Profile = lazy(() => import('./screens/Profile'));
const PlayerProfile = lazy(() => import('./screens/PlayerProfile'));
const Leaderboard = lazy(() => import('./screens/Leaderboard'));
const Admin = lazy(() => import('./screens/admin/Admin'));
const AiSettings = lazy(() => import('./screens/admin/AiSettings'));
const LeaderboardSettings = lazy(() => import('./screens/admin/LeaderboardSettings'));
const GraphicsSettings = lazy(() => import('./screens/admin/GraphicsSettings'));
const PlaySettings = lazy(() => import('./screens/admin/PlaySettings'));
const Anchors = lazy(() => import('./screens/admin/Anchors'));
const Home = lazy(() => import('./screens/game/Home'));
const Lobby = lazy(() => import('./screens/game/Lobby'));
const LobbyOthers = lazy(() => import('./screens/game/LobbyOthers'));
const Play = lazy(() => import('./screens/game/Play'));
const Watch = lazy(() => import('./screens/game/Watch'));
const LiveGames = lazy(() => import('./screens/game/LiveGames'));
const Spectate = lazy(() => import('./screens/game/Spectate'));
const Tv = lazy(() => import('./screens/game/Tv'));
const Rules = lazy(() => import('./screens/Rules'));
const Replay = lazy(() => import('./screens/Replay'));
const PlayNow = lazy(() => import('./practice/PlayNow'));
const Arenas = lazy(() => import('./arenas/Arenas'));
const Arena = lazy(() => import('./arenas/Arena'));
const ArenaSettings = lazy(() => import('./screens/admin/ArenaSettings'));
const PuzzlesHub = lazy(() => import('./puzzles/PuzzlesHub'));
const PuzzlePage = lazy(() => import('./puzzles/PuzzlePage'));
const PuzzleDashboard = lazy(() => import('./puzzles/PuzzleDashboard'));

const guarded = (page: ReactNode, admin = false) => <Guard admin={admin}>{page}</Guard>;

/**
 * Every page's frame (the layout route): the skip link, the header, the bar back to a live game, the game notices
 * and, in the main element, the page of the route (each screen its own lazy chunk, the logo while it loads).
 */
export function AppLayout() {
  const load = useSession((s) => s.load);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <>
      <SkipLink />
      <WindowLoginListener />
      <Header />
      <main id="main" tabIndex={-1}>
        <LiveGameBarSlot />
        <GameNotices />
        <Suspense fallback={<WaitingLogo />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

/**
 * The app's route tree, for react-router's data router (createBrowserRouter in main.tsx, createMemoryRouter in a
 * test): one layout route around every page. A data router is what useBlocker needs (leaving a live game asks).
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/signin', element: <SignIn /> },
      { path: '/profilecomplete', element: <ProfileComplete /> },
      { path: '/rename', element: <Rename /> },
      { path: '/confirm/:code', element: <Confirm /> },
      { path: '/profile', element: guarded(<Profile />) },
      { path: '/u/:username', element: <PlayerProfile /> },
      { path: '/leaderboard', element: guarded(<Leaderboard />) },
      { path: '/admin', element: guarded(<Admin />, true) },
      { path: '/admin/anchors', element: guarded(<Anchors />, true) },
      { path: '/admin/arenas', element: guarded(<ArenaSettings />, true) },
      // Open to every signed-in player, read-only unless admin (docs/FEATURES.md, decided differences).
      { path: '/seta', element: guarded(<AiSettings />) },
      { path: '/setl', element: guarded(<LeaderboardSettings />) },
      { path: '/setg', element: guarded(<GraphicsSettings />) },
      { path: '/setp', element: guarded(<PlaySettings />) },
      // Open to everyone, signed in or not: the rules are no secret (docs/FEATURES.md).
      { path: '/rules', element: <Rules /> },
      // Not guarded: public games are public; the server refuses a private game to all but its players.
      { path: '/replay/:gameId', element: <Replay /> },
      { path: '/', element: <Home /> },
      { path: '/game', element: guarded(<Home choice />) },
      { path: '/lobby', element: guarded(<Lobby />) },
      { path: '/lobbyothers', element: guarded(<LobbyOthers />) },
      { path: '/play', element: guarded(<Play />) },
      { path: '/h0a2', element: guarded(<Watch />) },
      // Open to everyone, signed in or not: watching needs no account (the server limits visitors per IP).
      { path: '/watch', element: <LiveGames /> },
      { path: '/watch/:roomId', element: <Spectate /> },
      { path: '/tv', element: <Tv /> },
      // Open to everyone: a game against the AI in the browser, neither recorded nor rated (docs/FEATURES.md).
      { path: '/play-now', element: <PlayNow /> },
      // Open to everyone: the arenas and their standings are public; joining one asks to sign in (issue 41).
      { path: '/arenas', element: <Arenas /> },
      { path: '/arenas/:id', element: <Arena /> },
      // Open to everyone: the hub, the daily puzzle and a puzzle by its id (unrated signed out); the rated modes,
      // the streak, the themes and the dashboard ask to sign in (issue 42).
      { path: '/puzzles', element: <PuzzlesHub /> },
      { path: '/puzzles/daily', element: <PuzzlePage kind="daily" /> },
      { path: '/puzzles/next', element: guarded(<PuzzlePage kind="next" />) },
      { path: '/puzzles/streak', element: guarded(<PuzzlePage kind="streak" />) },
      { path: '/puzzles/theme/:theme', element: guarded(<PuzzlePage kind="theme" />) },
      { path: '/puzzles/dashboard', element: guarded(<PuzzleDashboard />) },
      { path: '/puzzles/:id', element: <PuzzlePage kind="id" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

function NotFound() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p>
        <a href="/">Go home</a>
      </p>
    </div>
  );
}
