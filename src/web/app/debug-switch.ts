/**
 * Spec §2: the debug console is on when the URL says `debug=true`, local storage `enable_debug` is
 * `true`, or the host name contains `test` or `dev`. Tiny on purpose: it is in the first load.
 */
export function debugEnabled(where: {
  search: string;
  hostname: string;
  enableDebug: string | null;
}): boolean {
  return (
    new URLSearchParams(where.search).get('debug') === 'true' ||
    where.enableDebug === 'true' ||
    /test|dev/i.test(where.hostname)
  );
}

export function debugEnabledHere(): boolean {
  let enableDebug: string | null = null;
  try {
    enableDebug = localStorage.getItem('enable_debug');
  } catch {
    // storage blocked: the other two conditions still count
  }
  return debugEnabled({ search: window.location.search, hostname: window.location.hostname, enableDebug });
}
