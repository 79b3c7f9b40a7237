import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignUpLinks } from '../signin/SignUpLinks';
import { DemoGame } from './DemoGame';
import { demoSteps } from './demoGame';
import '../styles/game.css';
import '../styles/signin.css';
import './welcome.css';

/**
 * `/` for a visitor who is not signed in: the game's name, one sentence on the rules, a game the engine plays
 * on a loop on the real board, and the ways in: Play now (a game against the AI with no account), Sign in, How to
 * play, Watch TV, and how to get an account.
 */
export function Welcome() {
  const { t } = useTranslation('welcome');
  const steps = useMemo(demoSteps, []);
  return (
    <div className="page w-page">
      <div className="w-pitch">
        <h1>Octoduel</h1>
        {/* The one sentence on the rules the welcome screen leads with. */}
        <p className="w-sentence">{t('sentence')}</p>
      </div>
      <nav className="w-actions" aria-label={t('getStarted')}>
        <Link className="w-action w-action-primary" to="/play-now">
          {t('playNow')}
        </Link>
        <Link className="w-action" to="/signin">
          {t('signIn')}
        </Link>
        <Link className="w-action" to="/rules">
          {t('howToPlay')}
        </Link>
        <Link className="w-action" to="/tv">
          {t('watchTv')}
        </Link>
      </nav>
      <DemoGame steps={steps} />
      <div className="w-signup">
        <SignUpLinks />
      </div>
    </div>
  );
}
