import { useEffect } from 'react';
import { loadBackendOrigin } from '../net/clientConfig';
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
        checkWindowLogin(login).then(
          (account) => {
            finish(account, false);
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
