import { useCallback } from 'react';
import { useNavigate } from './routing.tsx';

export type Destination =
  { kind: 'app'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' };

/**
 * Spec §8: navigation leaves the app only when the caller says `external`. A path, or a URL of this
 * site, stays in the app; another site without the option, or a scheme that is not http(s), is refused.
 */
export function destination(to: string, opts: { origin: string; external?: boolean }): Destination {
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) return { kind: 'app', path: to };
  let url: URL;
  try {
    url = new URL(to, opts.origin);
  } catch {
    return { kind: 'refused' };
  }
  if (url.origin === opts.origin) return { kind: 'app', path: `${url.pathname}${url.search}${url.hash}` };
  if (opts.external && (url.protocol === 'https:' || url.protocol === 'http:')) {
    return { kind: 'external', url: url.toString() };
  }
  return { kind: 'refused' };
}

/** An in-app path for a link we did not write (a notice's), or null when it would leave the app. */
export function inAppPath(to: string, origin: string): string | null {
  const d = destination(to, { origin });
  return d.kind === 'app' ? d.path : null;
}

/** Navigates by the rule above; false (and a console note) when refused. */
export function useGo() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, opts: { external?: boolean; replace?: boolean } = {}) => {
      const d = destination(to, { origin: window.location.origin, external: opts.external });
      if (d.kind === 'app') void navigate(d.path, { replace: opts.replace ?? false });
      else if (d.kind === 'external') window.location.assign(d.url);
      else console.warn('navigation refused: an external address without the external option', to);
      return d.kind !== 'refused';
    },
    [navigate],
  );
}
