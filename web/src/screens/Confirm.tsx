import '../styles/signin.css';
import { ACCOUNT_CONFIRMED } from '../../../contract/texts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CONFIRM_EMAIL } from '../../../contract/routes';
import { call } from '../net/call';

/** One request per code, even when an effect runs twice (React's strict mode) or the screen remounts. */
const requests = new Map<string, Promise<boolean>>();

function confirmOnce(code: string): Promise<boolean> {
  let request = requests.get(code);
  if (request === undefined) {
    request = call(CONFIRM_EMAIL, { params: { token: code } }).then(
      () => true,
      () => false,
    );
    requests.set(code, request);
  }
  return request;
}

/** /confirm/:code: confirms a legacy account's email, then points to the sign-in screen. */
export default function Confirm() {
  const { code = '' } = useParams();
  const [state, setState] = useState<'waiting' | 'ok' | 'failed'>('waiting');

  useEffect(() => {
    let live = true;
    void confirmOnce(code).then((ok) => {
      if (!live) return;
      setState(ok ? 'ok' : 'failed');
      if (!ok) window.alert('something is wrong');
    });
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <div className="page signin-page">
      <section className="card signin-card stack" aria-live="polite">
        {state === 'waiting' && <p role="status">Confirming your account…</p>}
        {state === 'ok' && (
          <>
            <h1>{ACCOUNT_CONFIRMED}</h1>
            <p>
              <Link to="/signin">Please Login</Link>
            </p>
          </>
        )}
        {state === 'failed' && (
          <>
            <h1>This confirmation link did not work</h1>
            <p>It may have been used already. Try signing in, or ask for a new link.</p>
            <p>
              <Link to="/signin">Please Login</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
