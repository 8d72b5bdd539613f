const PREFIX = 'scanClaimKey:';

/**
 * The `Idempotency-Key` of claiming one code's reward, kept in session storage: a reload (or a retry
 * after a lost answer) sends the same key, so the server awards at most once for this tab's claim.
 */
export function claimKey(code: string, storage: Storage | undefined = safeSession()): string {
  const name = PREFIX + code.trim().toUpperCase();
  const kept = readItem(storage, name);
  if (kept) return kept;
  const key = crypto.randomUUID();
  try {
    storage?.setItem(name, key);
  } catch {
    // Storage full or blocked (private mode): the key still serves this page's retries.
  }
  return key;
}

function readItem(storage: Storage | undefined, name: string): string | null {
  try {
    return storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

function safeSession(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
