import '../styles/signin.css';
import { SignInMethods } from '../signin/SignInMethods';
import { SignUpLinks } from '../signin/SignUpLinks';
import { useFinishSignIn } from '../signin/useFinishSignIn';

/** /signin: old credentials, SmartLock or Keychain; shown to signed-in players too (to switch accounts). */
export default function SignIn() {
  const finish = useFinishSignIn();
  return (
    <div className="page signin-page stack">
      <section className="card signin-card" aria-labelledby="signin-title">
        <h1 id="signin-title">Sign in</h1>
        <SignInMethods legacy onSignedIn={finish} />
      </section>
      <SignUpLinks />
    </div>
  );
}
