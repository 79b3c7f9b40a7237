import { Link } from 'react-router';
import '../../styles/admin.css';

/** The settings screens, in the spec's order. */
const SCREENS = [
  { to: '/seta', label: 'AI Settings', about: 'AI names and AI vs AI games' },
  { to: '/setg', label: 'Graphics Settings', about: 'Tiles, effects, backgrounds, characters, opacity' },
  { to: '/setl', label: 'Leaderboard Settings', about: 'Title, size, column texts, pause, archive, reset' },
  { to: '/setp', label: 'Play Settings', about: 'The texts of the four game options' },
] as const;

/** /admin: a button to each settings screen. */
export default function Admin() {
  return (
    <div className="page admin stack">
      <h1>Admin</h1>
      <nav aria-label="Settings">
        <ul className="admin-links">
          {SCREENS.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="button-link admin-link" aria-describedby={`about-${s.to.slice(1)}`}>
                {s.label}
              </Link>
              <span id={`about-${s.to.slice(1)}`} className="muted">
                {s.about}
              </span>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
