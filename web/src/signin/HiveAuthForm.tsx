import '../styles/hiveAuth.css';
import { lazy, Suspense, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { failureMessage } from './failure';
import { KEYCHAIN_DOWNLOADS } from './keychain';
import type { HasWaiting } from './hasRequest';
import { hiveAuthSignIn } from './hiveAuthFlow';
import { Busy, FormHead, type FormProps } from './parts';

/** The QR code and its generator load only when a request waits for a wallet. */
const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })));

/** Where the form is: the username, a request on its way, waiting for the wallet, or the server checking. */
type Stage =
  | { readonly kind: 'form' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'waiting'; readonly waiting: HasWaiting }
  | { readonly kind: 'checking' };

/** Wallet apps that answer HiveAuth requests, named where the page says which app to use. */
const WALLETS = 'Keychain Mobile or another HiveAuth wallet';

/**
 * Whether this looks like a phone or tablet (a touch screen as the main pointer, or a mobile browser): the deep
 * link opens the wallet app on the same device; elsewhere the QR code is scanned with the phone.
 */
export function onPhone(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/**
 * HiveAuth: a Hive username, then a wallet app approves the server's challenge (posting key): on a phone by
 * the deep link, on a desktop by the QR code, before the request's countdown runs out. An expired, refused or
 * failed request says so on the error line and offers to try again.
 */
export function HiveAuthForm({ onError, onSignedIn, onClose }: FormProps) {
  const [username, setUsername] = useState('');
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | undefined>(undefined);

  // Leaving the form cancels a request in progress.
  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    onError('');
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'starting' });
    try {
      const account = await hiveAuthSignIn(username, {
        signal: controller.signal,
        onWaiting: (waiting) => {
          setStage({ kind: 'waiting', waiting });
        },
        onApproved: () => {
          setStage({ kind: 'checking' });
        },
      });
      onSignedIn(account);
    } catch (err) {
      if (controller.signal.aborted) return;
      setStage({ kind: 'form' });
      setFailed(true);
      onError(failureMessage(err));
    }
  }

  function cancel() {
    abort.current?.abort();
    setStage({ kind: 'form' });
  }

  if (stage.kind === 'waiting')
    return <Waiting username={username} waiting={stage.waiting} onCancel={cancel} />;

  const busy = stage.kind !== 'form';
  return (
    <form className="stack" onSubmit={(e) => void submit(e)}>
      <FormHead title="HiveAuth" closeLabel="Close HiveAuth" onClose={onClose} />
      <p className="muted">
        A wallet app on your phone ({WALLETS}) approves the sign-in with your posting key. Your keys stay in
        the wallet.
      </p>
      <div>
        <label htmlFor="hiveauth-username">Username</label>
        <input
          id="hiveauth-username"
          autoComplete="username"
          autoFocus
          autoCapitalize="none"
          spellCheck={false}
          required
          minLength={3}
          maxLength={16}
          value={username}
          disabled={busy}
          onChange={(e) => {
            setUsername(e.target.value);
          }}
        />
      </div>
      <button type="submit" className="primary wide" disabled={busy}>
        {failed ? 'Try again' : 'Sign in with HiveAuth'}
      </button>
      <Busy
        message={
          stage.kind === 'starting'
            ? 'Opening a HiveAuth request…'
            : stage.kind === 'checking'
              ? 'Your wallet approved. Checking the signature…'
              : ''
        }
      />
    </form>
  );
}

/** The request waiting for the wallet: the deep link (a phone) or the QR code (a desktop), and the countdown. */
function Waiting({
  username,
  waiting,
  onCancel,
}: {
  username: string;
  waiting: HasWaiting;
  onCancel: () => void;
}) {
  const phone = onPhone();
  const [copied, setCopied] = useState(false);
  const qr = (
    <Suspense fallback={<p className="muted">Drawing the QR code…</p>}>
      <QrCode text={waiting.link} label={`HiveAuth QR code for @${username.trim().toLowerCase()}`} />
    </Suspense>
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(waiting.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="stack hiveauth-waiting" aria-labelledby="hiveauth-waiting-title">
      <h2 id="hiveauth-waiting-title">Approve in your wallet</h2>
      {phone ? (
        <>
          <p>Open the request in {WALLETS}, check that it is Octoduel asking, and approve.</p>
          <a className="hiveauth-open" href={waiting.link}>
            Open in your wallet app
          </a>
        </>
      ) : (
        <>
          <p>Scan this code with {WALLETS} on your phone, check that it is Octoduel asking, and approve.</p>
          <div className="qr-frame">{qr}</div>
        </>
      )}
      <Countdown expiresAt={waiting.expiresAt} />
      {phone && (
        <p className="muted">
          No HiveAuth wallet yet? Keychain Mobile for{' '}
          {KEYCHAIN_DOWNLOADS.filter((d) => d.label === 'Android' || d.label === 'iOS').map((d, i) => (
            <span key={d.label}>
              {i > 0 && ' or '}
              <a href={d.href} target="_blank" rel="noopener noreferrer">
                {d.label}
              </a>
            </span>
          ))}
          .
        </p>
      )}
      {phone ? (
        <details>
          <summary>Show a QR code to scan with another device</summary>
          <div className="qr-frame">{qr}</div>
        </details>
      ) : (
        <p className="muted">
          A wallet on this computer? <a href={waiting.link}>Open the request in it</a>.
        </p>
      )}
      <div className="row">
        <button type="button" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/** "Expires in m:ss", from the HAS server's expiry (a timer: screen readers do not read every tick). */
function Countdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [expiresAt]);
  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <p className={left <= 10 ? 'hiveauth-countdown urgent' : 'hiveauth-countdown'} role="timer">
      Expires in <span className="num">{text}</span>
    </p>
  );
}
