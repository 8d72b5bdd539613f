/**
 * The member app's routing seam (docs/decisions/125): the parts of React Router's API the pages use,
 * with its signatures, over wouter and app-history.ts. The brand console keeps React Router itself.
 */
import {
  createContext,
  forwardRef,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as WouterLink, Router as WouterRouter } from 'wouter';
import {
  addBlocker,
  getLocation,
  navigate,
  subscribeLocation,
  type AppLocation,
  type BlockerFunction,
  type NavigateOptions,
} from './app-history.ts';

export type { AppLocation as Location, NavigateOptions };

const LocationContext = createContext<AppLocation | null>(null);
const OutletContext = createContext<ReactNode>(null);
type Params = Readonly<Record<string, string | undefined>>;
const ParamsContext = createContext<Params>({});

function useWouterLocation(): [string, (to: string, opts?: NavigateOptions) => void] {
  return [useLocation().pathname, (to, opts) => void navigate(to, opts)];
}

/**
 * Holds the rendered location. As React Router does, a move is a transition: the page being left
 * stays on screen while the next one's code loads.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(getLocation);
  useLayoutEffect(() => {
    const sync = () => startTransition(() => setLocation(getLocation()));
    const stop = subscribeLocation(sync);
    sync();
    return stop;
  }, []);
  return (
    <LocationContext.Provider value={location}>
      <WouterRouter hook={useWouterLocation}>{children}</WouterRouter>
    </LocationContext.Provider>
  );
}

/** The matched page for the layout (`useOutlet`), with its path parameters (`useParams`). */
export function RouteOutlet({
  page,
  params,
  children,
}: {
  page: ReactNode;
  params: Params;
  children: ReactNode;
}) {
  return (
    <OutletContext.Provider value={<ParamsContext.Provider value={params}>{page}</ParamsContext.Provider>}>
      {children}
    </OutletContext.Provider>
  );
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <LocationProvider>');
  return location;
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

export function useOutlet(): ReactNode {
  return useContext(OutletContext);
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/** React Router's pair: the query, and a setter that navigates to it (the path kept, the hash dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // As React Router's: a new setter when the query changes, and an updater gets a copy to change.
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => {
      const query = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      void navigate(`?${query.toString()}`, opts);
    },
    [params],
  );
  return [params, set];
}

const samePlace = (a: AppLocation, to: string) => {
  const url = new URL(to, window.location.href);
  return url.pathname === a.pathname && url.search === a.search && url.hash === a.hash;
};

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An in-app link; one to where the visitor already is replaces the entry, as React Router's does. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, ...rest }, ref) {
  const location = useLocation();
  return <WouterLink ref={ref} to={to} replace={replace ?? samePlace(location, to)} {...rest} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active on the path itself only, not below it. */
  end?: boolean;
}

/** A link that knows it leads to the current page (React Router's matching, `aria-current`). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive =
    pathname === to || (!end && to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  const cls = typeof className === 'function' ? className({ isActive }) : className;
  return <Link to={to} className={cls} aria-current={isActive ? 'page' : undefined} {...rest} />;
}

/** Navigates once mounted (a redirect while rendering). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  useEffect(() => {
    void navigate(to, { replace, state });
    // Once, as React Router's <Navigate> in a data router: later renders of the same target do not move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [to]);
  return null;
}

export interface Blocker {
  state: 'unblocked' | 'blocked';
  proceed?: () => void;
  reset?: () => void;
}

/**
 * React Router's useBlocker: `when` is asked before an in-app navigation or a Back/Forward; a held
 * one waits for `proceed` (carry it out) or `reset` (stay).
 */
export function useBlocker(when: BlockerFunction): Blocker {
  const whenRef = useRef(when);
  useLayoutEffect(() => {
    whenRef.current = when;
  });
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  useEffect(
    () =>
      addBlocker(
        (args) => whenRef.current(args),
        (go) => setHeld({ go }),
      ),
    [],
  );
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.go();
    },
    reset: () => setHeld(null),
  };
}
