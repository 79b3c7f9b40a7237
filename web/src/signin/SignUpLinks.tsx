/** External sites that create Hive accounts (spec section 1). */
export const SIGNUP_LINKS = [
  { label: 'Free signup', note: 'needs verification', href: 'https://signup.hive.io/' },
  { label: 'Instant signup', note: '$2.45', href: 'https://www.blocktrades.us/en/create-hive-account' },
] as const;

/**
 * The collapsible Sign up section: how to get an account. Its summary says what it holds even while closed; open,
 * it says an account is a Hive account, where to create one, and what an older email account does.
 */
export function SignUpLinks({ open = false }: { open?: boolean }) {
  return (
    <details className="card signup" open={open}>
      <summary>
        <span>Sign up</span>
        <span className="signup-hint">No account yet? Here is how to get one</span>
      </summary>
      <p>
        Octoduel signs you in with a <strong>Hive account</strong> (Hive is a blockchain social network; your
        Hive username is your name here). No Hive account yet? Create one on one of these sites, then come
        back and sign in with Keychain or SmartLock:
      </p>
      <ul>
        {SIGNUP_LINKS.map(({ label, note, href }) => (
          <li key={label}>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {label}
            </a>{' '}
            <span className="muted">({note})</span>
          </li>
        ))}
      </ul>
      <p className="muted">
        Played here before with an email and password? Sign in with Old credentials; you will then be asked to
        link a Hive account, and after that you sign in with Hive.
      </p>
    </details>
  );
}
