/** External sites that create Hive accounts (spec section 1). */
export const SIGNUP_LINKS = [
  { label: 'Free signup', note: 'needs verification', href: 'https://signup.hive.io/' },
  { label: 'Instant signup', note: '$2.45', href: 'https://www.blocktrades.us/en/create-hive-account' },
] as const;

/** The collapsible SignUp section: where to get a Hive account. */
export function SignUpLinks() {
  return (
    <details className="card signup">
      <summary>SignUp</summary>
      <p className="muted">
        No Hive account yet? Create one on one of these sites, then come back and sign in.
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
    </details>
  );
}
