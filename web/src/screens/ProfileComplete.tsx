import '../styles/signin.css';
import { Navigate } from 'react-router';
import { WaitingLogo } from '../components/Guard';
import { CompleteProfileForm } from '../signin/CompleteProfileForm';
import { SignInMethods } from '../signin/SignInMethods';
import { useFinishSignIn } from '../signin/useFinishSignIn';
import { useSession } from '../stores/session';

/**
 * /profilecomplete: a Hive user completes name and email; an email user first links a Hive account
 * (SmartLock or Keychain). Without a known user, /signin.
 */
export default function ProfileComplete() {
  const { status, account } = useSession();
  const finish = useFinishSignIn();
  if (status === 'unknown') return <WaitingLogo />;
  if (account === null || (!account.username && !account.hiveUsername))
    return <Navigate to="/signin" replace />;
  if (account.hiveUsername === null)
    return (
      <div className="page signin-page">
        <section className="card signin-card" aria-labelledby="complete-title">
          <h1 id="complete-title">Please login to your Hive account</h1>
          <p className="muted">
            Sign in with the Hive account to link to {account.username}. Next time, only Hive sign-in
            (SmartLock or Keychain) will work.
          </p>
          <SignInMethods link={{ username: account.username }} onSignedIn={finish} />
        </section>
      </div>
    );
  return (
    <div className="page signin-page">
      <section className="card signin-card" aria-labelledby="complete-title">
        <h1 id="complete-title">Please complete your profile</h1>
        <CompleteProfileForm key={account.hiveUsername} account={account} />
      </section>
    </div>
  );
}
