import { useEffect } from 'react';
import { loadBackendOrigin } from '../net/clientConfig';
import { useSession } from '../stores/session';
import { useFinishSignIn } from './useFinishSignIn';
import { checkWindowLogin, listenForWindowLogin } from './windowLogin';

/**
 * Signs the page in from login data the backend origin (BACKEND_ORIGIN) posts to this window, once the server
 * has confirmed it; then goes on as any sign-in does. Draws nothing.
 */
export function WindowLoginListener() {
  const finish = useFinishSignIn();
  useEffect(
    () =>
      listenForWindowLogin(loadBackendOrigin, (login) => {
        // Already signed in as that user (the backend posting again): nothing to do, stay on this page.
        const current = useSession.getState().account;
        const name = login.username.toLowerCase();
        if (current !== null && (current.username === name || current.hiveUsername === name)) return;
        checkWindowLogin(login).then(
          (account) => {
            finish(account, account.type === 'email');
          },
          (err: unknown) => {
            console.warn('Login message refused by the server', err);
          },
        );
      }),
    [finish],
  );
  return null;
}
