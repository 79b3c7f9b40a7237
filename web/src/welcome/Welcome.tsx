import { useMemo } from 'react';
import { Link } from 'react-router';
import { SignUpLinks } from '../signin/SignUpLinks';
import { DemoGame } from './DemoGame';
import { demoSteps } from './demoGame';
import '../styles/game.css';
import '../styles/signin.css';
import './welcome.css';

/** The one sentence on the rules the welcome screen leads with. */
export const WELCOME_SENTENCE =
  'Both players secretly plan a move and a hit at the same time: hit the square your opponent moves to and you win.';

/**
 * `/` for a visitor who is not signed in: the game's name, one sentence on the rules, a game the engine plays
 * on a loop on the real board, and the ways in: Play now (a game against the AI with no account), Sign in, How to
 * play, Watch TV, and how to get an account.
 */
export function Welcome() {
  const steps = useMemo(demoSteps, []);
  return (
    <div className="page w-page">
      <div className="w-pitch">
        <h1>Octoduel</h1>
        <p className="w-sentence">{WELCOME_SENTENCE}</p>
      </div>
      <nav className="w-actions" aria-label="Get started">
        <Link className="w-action w-action-primary" to="/play-now">
          Play now
        </Link>
        <Link className="w-action" to="/signin">
          Sign in
        </Link>
        <Link className="w-action" to="/rules">
          How to play
        </Link>
        <Link className="w-action" to="/tv">
          Watch TV
        </Link>
      </nav>
      <DemoGame steps={steps} />
      <div className="w-signup">
        <SignUpLinks />
      </div>
    </div>
  );
}
