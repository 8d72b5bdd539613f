const PREFIX = 'scanClaimKey:';

/**
 * The `Idempotency-Key` of claiming the reward after one scan (`scanId` of its verify), kept in
 * session storage: a retry after a lost answer sends the same key, so the server awards at most
 * once. A new scan of the same code has a new id, so a new key: the server then answers what is
 * true now (`CLAIMED_BY_YOU`) instead of replaying the first reward.
 */
export function claimKey(scanId: string, storage: Storage | undefined = safeSession()): string {
  const name = PREFIX + scanId.trim();
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
