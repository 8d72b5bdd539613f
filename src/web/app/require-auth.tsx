import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIsLoggedIn } from '../auth/user-store.ts';

/** The `auth` guard of the route table: visitors go to sign-in and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to="/login?needBack=1" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
