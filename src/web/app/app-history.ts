/**
 * The member app's history: the current location, navigation, and the blockers that may hold it
 * (docs/decisions/125). Entries carry React Router's `{ usr, key, idx }` state, so `idx` still numbers
 * this app's entries (0: arrived from elsewhere) and the console's own React Router reads the same.
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** The `state` given to the navigation that made this entry. */
  state: unknown;
  /** New for every navigation (a page view), `default` for an entry the app did not make. */
  key: string;
}

export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface NavigateOptions {
  replace?: boolean | undefined;
  state?: unknown;
}

export type BlockerFunction = (args: {
  currentLocation: AppLocation;
  nextLocation: AppLocation;
  historyAction: HistoryAction;
}) => boolean;

interface Entry {
  usr: unknown;
  key: string;
  idx: number;
}

interface Blocking {
  when: BlockerFunction;
  /** Holds the navigation; `go` carries it out later. */
  block: (go: () => void) => void;
}

const listeners = new Set<() => void>();
const blockers = new Set<Blocking>();
let current: AppLocation | null = null;
let index = 0;
/** The next popstate is our own undoing of a blocked Back: nothing moves. */
let undoing = false;
/** The next popstate is a blocked Back now allowed. */
let allowed = false;
let committing = false;

const entry = () => window.history.state as Partial<Entry> | null;

function read(): AppLocation {
  const { pathname, search, hash } = window.location;
  const e = entry();
  return { pathname, search, hash, state: e?.usr ?? null, key: e?.key ?? 'default' };
}

function start(): AppLocation {
  if (current) return current;
  current = read();
  const idx = entry()?.idx;
  if (idx == null) window.history.replaceState({ ...(entry() ?? {}), idx: 0 }, '');
  index = idx ?? 0;
  window.addEventListener('popstate', onPop);
  // wouter patches pushState/replaceState to announce them: the console's own router moves the URL too.
  window.addEventListener('pushState', onForeign);
  window.addEventListener('replaceState', onForeign);
  return current;
}

function settle(next: AppLocation) {
  current = next;
  index = entry()?.idx ?? 0;
  listeners.forEach((l) => l());
}

function blockerFor(next: AppLocation, historyAction: HistoryAction) {
  const currentLocation = start();
  return [...blockers].find((b) => b.when({ currentLocation, nextLocation: next, historyAction }));
}

function onPop() {
  if (undoing) {
    undoing = false;
    return;
  }
  const next = read();
  const delta = (entry()?.idx ?? index) - index;
  const blocking = allowed || delta === 0 ? undefined : blockerFor(next, 'POP');
  allowed = false;
  if (!blocking) return settle(next);
  // The browser has already moved: go back to where we were until the blocker lets it go.
  undoing = true;
  window.history.go(-delta);
  blocking.block(() => {
    allowed = true;
    window.history.go(delta);
  });
}

function onForeign() {
  if (committing) return;
  const e = entry();
  if (e?.key !== undefined && e.key === current?.key) return;
  settle(read());
}

export function getLocation(): AppLocation {
  return start();
}

export function subscribeLocation(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number moves through the history (`-1` is Back); a path may be relative to the URL (`?q=1`). */
export function navigate(to: string | number, opts: NavigateOptions = {}): Promise<void> {
  start();
  if (typeof to === 'number') {
    window.history.go(to);
    return Promise.resolve();
  }
  const url = new URL(to, window.location.href);
  const next: AppLocation = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: opts.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
  };
  const action: HistoryAction = opts.replace ? 'REPLACE' : 'PUSH';
  const go = () => {
    const state: Entry = { usr: next.state, key: next.key, idx: action === 'PUSH' ? index + 1 : index };
    committing = true;
    try {
      if (action === 'PUSH') window.history.pushState(state, '', url.pathname + url.search + url.hash);
      else window.history.replaceState(state, '', url.pathname + url.search + url.hash);
    } finally {
      committing = false;
    }
    settle(next);
  };
  const blocking = blockerFor(next, action);
  if (blocking) blocking.block(go);
  else go();
  return Promise.resolve();
}

/** While registered, `when` is asked before every navigation; `block` gets the ones it holds. */
export function addBlocker(when: BlockerFunction, block: (go: () => void) => void): () => void {
  const b: Blocking = { when, block };
  blockers.add(b);
  return () => blockers.delete(b);
}
