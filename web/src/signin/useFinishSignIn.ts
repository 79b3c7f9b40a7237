import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Account } from '../net/account';
import { useSession } from '../stores/session';

/**
 * Stores the account a sign-in answered, then goes on: to / when the profile is full, else to
 * /profilecomplete (always there after an email sign-in).
 */
export function useFinishSignIn(): (account: Account, legacy: boolean) => void {
  const setAccount = useSession((s) => s.setAccount);
  const navigate = useNavigate();
  return useCallback(
    (account, legacy) => {
      setAccount(account);
      void navigate(!legacy && account.fullprofile ? '/' : '/profilecomplete', { replace: true });
    },
    [setAccount, navigate],
  );
}
