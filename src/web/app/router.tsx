import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, routerPath, type RouteDef } from '../../shared/routes.ts';
import { AppShell } from './app-shell.tsx';
import NotFoundRoute from './not-found-page.tsx';
import { PAGES } from './pages.ts';
import { GuestOnly, RequireAuth } from './require-auth.tsx';

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

/** The router is generated from the shared route table; anything else is Not Found. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      ...ROUTES.map((def) => ({ path: routerPath(def.path), handle: def, element: <RoutePage def={def} /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
