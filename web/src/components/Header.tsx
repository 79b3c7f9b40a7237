import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { SoundSwitch } from '../sound/SoundSwitch';
import { useSession } from '../stores/session';

/**
 * Home, Play, How to play, Watch, Arenas, Puzzles, Leaderboard (signed in), Admin (admins), and the profile link
 * (name, else username) or Sign in. Below 480 px the links fold behind a Menu button, so the header stays one line.
 */
export function Header() {
  const { t } = useTranslation('components');
  const { status, account } = useSession();
  const signedIn = status === 'signedIn' && account !== null;
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!open) return;
    // Escape closes the open menu and gives focus back to its button.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menu.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <header className={`header${open ? ' header-open' : ''}`}>
      <span className="brand" aria-hidden="true">
        Octoduel
      </span>
      <div className="header-links" id="header-links">
        <nav aria-label={t('header.main')}>
          <NavLink to="/" end>
            {t('header.home')}
          </NavLink>
          <NavLink to="/game">{t('header.play')}</NavLink>
          <NavLink to="/rules">{t('header.howToPlay')}</NavLink>
          <NavLink to="/watch">{t('header.watch')}</NavLink>
          <NavLink to="/arenas">{t('header.arenas')}</NavLink>
          <NavLink to="/puzzles">{t('header.puzzles')}</NavLink>
          {signedIn && <NavLink to="/leaderboard">{t('header.leaderboard')}</NavLink>}
          {signedIn && account.role === 'admin' && <NavLink to="/admin">{t('header.admin')}</NavLink>}
        </nav>
      </div>
      {signedIn ? (
        <NavLink to="/profile" className="header-account">
          {account.name ?? account.hiveUsername ?? account.username}
        </NavLink>
      ) : (
        <NavLink to="/signin" className="header-account">
          {t('header.signIn')}
        </NavLink>
      )}
      <SoundSwitch />
      <button
        ref={menu}
        type="button"
        className="header-menu"
        aria-expanded={open}
        aria-controls="header-links"
        onClick={() => {
          setOpen((o) => !o);
        }}
      >
        {t('header.menu')}
      </button>
    </header>
  );
}
