import { useEffect } from 'react';
import { create } from 'zustand';

/** Options a page gives its back header (spec §2). */
export interface HeaderOptions {
  prevPath?: string | undefined;
  backDisabled?: boolean;
  share?: boolean;
}

export const useHeaderOptions = create<HeaderOptions>(() => ({}));

/** Sets the back header's options while the calling page is shown. */
export function usePageHeader(options: HeaderOptions): void {
  const { prevPath, backDisabled, share } = options;
  useEffect(() => {
    useHeaderOptions.setState({ prevPath, backDisabled, share }, true);
    return () => useHeaderOptions.setState({}, true);
  }, [prevPath, backDisabled, share]);
}

export type BackAction =
  { kind: 'event' } | { kind: 'navigate'; to: string } | { kind: 'history' } | { kind: 'home' };

/**
 * Where back goes (spec §2): a disabled back only emits `setNav`; else the given previous path
 * (with its own query), else the page's `prevPath` query, else history, else the start page.
 */
export function backAction(opts: {
  backDisabled?: boolean | undefined;
  prevPath?: string | undefined;
  queryPrevPath: string | null;
  historyIndex: number;
  /** Set on article pages: the stored previous article address (spec §3 `articlePrev`). */
  articlePrev?: string | null | undefined;
}): BackAction {
  if (opts.backDisabled) return { kind: 'event' };
  // Article pages (spec §2): the given previous path, else the stored previous article address.
  const target =
    opts.articlePrev !== undefined
      ? opts.prevPath || opts.queryPrevPath || opts.articlePrev
      : opts.prevPath || opts.queryPrevPath;
  // Only same-site paths: an external URL must never be reached through a query parameter.
  if (target && target.startsWith('/') && !target.startsWith('//')) return { kind: 'navigate', to: target };
  return opts.historyIndex > 0 ? { kind: 'history' } : { kind: 'home' };
}
