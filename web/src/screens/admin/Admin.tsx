import { Link } from 'react-router';
import { i18n } from '../../i18n/init';
import '../../styles/admin.css';

/** The settings screens, in the spec's order. */
const SCREENS = [
  { to: '/seta', label: 'AI Settings', about: 'AI names and AI vs AI games' },
  { to: '/setg', label: 'Graphics Settings', about: 'Tiles, effects, backgrounds, characters, opacity' },
  { to: '/setl', label: 'Leaderboard Settings', about: 'Title, size, column texts, pause, archive, reset' },
  { to: '/setp', label: 'Play Settings', about: 'The texts of the four game options' },
] as const;

/** The events the site runs (issue 41): the arena schedules. */
const EVENTS = [
  { to: '/admin/arenas', label: i18n.t('arenas:admin.title'), about: i18n.t('arenas:admin.linkAbout') },
] as const;

/** The read-only status pages. */
const STATUS = [
  {
    to: '/admin/anchors',
    label: 'Hive anchors',
    about: 'Counted games anchored on Hive: queued, published, failed',
  },
] as const;

const aboutId = (to: string) => `about-${to.slice(1).replace('/', '-')}`;

/** /admin: a button to each settings screen, the arena schedules and each status page. */
export default function Admin() {
  return (
    <div className="page admin stack">
      <h1>Admin</h1>
      <LinkList label="Settings" links={SCREENS} />
      <LinkList label={i18n.t('arenas:admin.events')} links={EVENTS} />
      <LinkList label="Status" links={STATUS} />
    </div>
  );
}

function LinkList({
  label,
  links,
}: {
  label: string;
  links: readonly { to: string; label: string; about: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="admin-links">
        {links.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="button-link admin-link" aria-describedby={aboutId(s.to)}>
              {s.label}
            </Link>
            <span id={aboutId(s.to)} className="muted">
              {s.about}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
