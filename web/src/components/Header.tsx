import { NavLink } from 'react-router';
import { useSession } from '../stores/session';

/** Home, Play, Leaderboard (signed in), Admin (admins), and the profile link (name, else username) or SignIn. */
export function Header() {
  const { status, account } = useSession();
  const signedIn = status === 'signedIn' && account !== null;
  return (
    <header className="header">
      <span className="brand" aria-hidden="true">
        Octoduel
      </span>
      <nav aria-label="Main">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/game">Play</NavLink>
        {signedIn && <NavLink to="/leaderboard">Leaderboard</NavLink>}
        {signedIn && account.role === 'admin' && <NavLink to="/admin">Admin</NavLink>}
      </nav>
      {signedIn ? (
        <NavLink to="/profile">{account.name ?? account.hiveUsername ?? account.username}</NavLink>
      ) : (
        <NavLink to="/signin">SignIn</NavLink>
      )}
    </header>
  );
}
