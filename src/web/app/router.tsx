import { routeOf, type RouteDef } from '../../shared/routes.ts';
import { AppShell } from './app-shell.tsx';
import NotFoundRoute from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { GuestOnly, RequireAuth } from './require-auth.tsx';
import { LocationProvider, RouteOutlet, useLocation } from './routing.tsx';

function RoutePage({ def }: { def: RouteDef }) {
  const Page = PAGES[def.path] ?? NotFoundRoute;
  if (def.auth) {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  }
  return def.guest ? (
    <GuestOnly>
      <Page />
    </GuestOnly>
  ) : (
    <Page />
  );
}

/** The page of the shared route table the location names, inside the shell; anything else is Not Found. */
function Routes() {
  const route = routeOf(useLocation().pathname);
  return (
    <RouteOutlet
      page={route ? <RoutePage def={route.def} /> : <NotFoundRoute />}
      params={route?.params ?? {}}
    >
      <AppShell />
    </RouteOutlet>
  );
}

export function AppRouter() {
  return (
    <LocationProvider>
      <Routes />
    </LocationProvider>
  );
}
