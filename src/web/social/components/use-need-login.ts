import { useCallback } from 'react';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useIsLoggedIn } from '../../auth/user-store.ts';

/**
 * Visitors may read, not act: returns a check that opens "Please sign in first" and answers true
 * when the caller must stop.
 */
export function useNeedLogin() {
  const loggedIn = useIsLoggedIn();
  return useCallback(() => {
    if (loggedIn) return false;
    openLoginDialog();
    return true;
  }, [loggedIn]);
}
