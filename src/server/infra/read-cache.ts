export interface ReadCacheOptions {
  now?: () => number;
  /** Called after each `clear()` with the group it named, if any: the bus (read-cache.bus.ts) tells the other instances. */
  onClear?: (group?: string) => void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
}

/**
 * A short-lived, in-process cache of reads (the feed pages, published articles; a member's own pages,
 * in a group of their own). Readers far outnumber writers in a community, and the same first page is
 * asked for by everyone: within `ttlMs` they share one database read, and concurrent misses share one
 * load. A write on this instance clears it at once; other instances hear of it through the bus within
 * a second, and `ttlMs` bounds what a lost note could leave behind (docs/decisions/056-read-cache.md,
 * 083-instances-agree.md, 119; `READ_CACHE_MS`, 0 turns it off).
 *
 * Entries live in groups (one per member for a member's own pages; `''` for shared reads): a write
 * that concerns one member clears their group only. `max` counts entries over all groups; when it is
 * reached, the oldest group goes.
 */
export class ReadCache<V> {
  private readonly groups = new Map<string, Map<string, Entry<V>>>();
  private size = 0;
  private readonly now: () => number;
  private readonly onClear: ((group?: string) => void) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
    options: ReadCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.onClear = options.onClear;
  }

  get(key: string, load: () => Promise<V>, group = ''): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    let entries = this.groups.get(group);
    const hit = entries?.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    if (hit) {
      entries?.delete(key);
      this.size--;
    }
    if (this.size >= this.max) this.dropOldestGroup();
    if (!entries || !this.groups.has(group)) {
      entries = new Map();
      this.groups.set(group, entries);
    }
    const value = load();
    entries.set(key, { at, value });
    this.size++;
    // A failed load is not remembered: the next reader tries again.
    const kept = entries;
    value.catch(() => {
      if (kept.get(key)?.value === value && this.groups.get(group) === kept) {
        kept.delete(key);
        this.size--;
      }
    });
    return value;
  }

  /** Whether `key` holds an answer (or a load) still within its time to live. */
  has(key: string, group = ''): boolean {
    const hit = this.groups.get(group)?.get(key);
    return hit !== undefined && this.ttlMs > 0 && this.now() - hit.at < this.ttlMs;
  }

  /**
   * After a committed write: empties this instance's copy now (all of it, or one group) and has every
   * other instance's emptied.
   */
  clear(group?: string): void {
    this.clearHere(group);
    // A cache that keeps nothing has nothing to clear elsewhere either.
    if (this.ttlMs > 0) this.onClear?.(group);
  }

  /**
   * Empties this instance's copy only (what a note from another instance asks). A load still on its
   * way is dropped with the rest, so an answer read before the write is not kept after it.
   */
  clearHere(group?: string): void {
    if (group === undefined) {
      this.groups.clear();
      this.size = 0;
      return;
    }
    const entries = this.groups.get(group);
    if (!entries) return;
    this.size -= entries.size;
    this.groups.delete(group);
  }

  /** Makes room: the group added first (a Map iterates in insertion order) goes, with all its entries. */
  private dropOldestGroup(): void {
    const oldest = this.groups.entries().next();
    if (oldest.done) return;
    const [group, entries] = oldest.value;
    if (group === '' && entries.size > 1) {
      // The shared group: its oldest entry only, as before groups.
      const first = entries.keys().next();
      if (!first.done) entries.delete(first.value);
      this.size--;
      return;
    }
    this.size -= entries.size;
    this.groups.delete(group);
  }
}
