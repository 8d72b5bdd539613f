import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from './routing.tsx';
import { useIsLoggedIn, useUserStore } from '../auth/user-store.ts';

/** The `auth` guard of the route table: visitors go to sign-in and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to="/login?needBack=1" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}

/**
 * The `guest` flag of the route table: a member who opens sign-in or sign-up goes where a sign-in
 * would have taken them (the `needBack` page, else /my). Only a member on arrival: signing in on the
 * page itself is followed by the page's own navigation.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const [memberOnArrival] = useState(() => {
    // The email-change undo link ended every session on the server: this one is gone too.
    if (params.has('emailReverted')) useUserStore.getState().clearSession();
    return useUserStore.getState().token !== '';
  });
  if (memberOnArrival) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={params.get('needBack') === '1' && from ? from : '/my'} replace />;
  }
  return children;
}
