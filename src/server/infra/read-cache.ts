/**
 * A short-lived, in-process cache of public reads (the feed pages, published articles). Readers far
 * outnumber writers in a community, and the same first page is asked for by everyone: within `ttlMs`
 * they share one database read, and concurrent misses share one load. A write on this instance
 * clears it at once; other instances see the write within `ttlMs` (docs/decisions/056-read-cache.md; `READ_CACHE_MS`, 0 turns it off).
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    else if (this.entries.size >= this.max) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const value = load();
    this.entries.set(key, { at, value });
    // A failed load is not remembered: the next reader tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
