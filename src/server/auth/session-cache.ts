import type { AuthContext } from './auth.service.ts';

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  ctx: AuthContext;
  until: number;
}

/**
 * Sessions looked up recently, by token hash, so an authenticated read needs no database round trip.
 * Revocation stays immediate: every write to a session or a user drops the entries it touches here
 * and, through the database's NOTIFY, in every other instance; the TTL bounds what a lost broadcast
 * could leave behind. `epoch` guards against a lookup that started before a drop storing a stale row.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  get epoch(): number {
    return this.generation;
  }

  get(tokenHash: string): AuthContext | null {
    const hit = this.entries.get(tokenHash);
    if (!hit) return null;
    if (hit.until > Date.now()) return hit.ctx;
    this.entries.delete(tokenHash);
    return null;
  }

  /** Stores a lookup unless something was dropped since it began (`epoch` read before the query). */
  set(tokenHash: string, ctx: AuthContext, expiresAt: Date, epoch: number): void {
    if (epoch !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, {
      ctx,
      until: Math.min(Date.now() + SESSION_CACHE_TTL_MS, expiresAt.getTime()),
    });
  }

  /** Forgets what an invalidation message (`s:<sessionId>`, `u:<userId>` or `*`) names. */
  drop(message: string): void {
    this.generation++;
    const [kind, id] = message.split(':');
    if (kind === '*' || id === undefined) {
      this.entries.clear();
      return;
    }
    for (const [key, { ctx }] of this.entries) {
      if ((kind === 's' && String(ctx.sessionId) === id) || (kind === 'u' && String(ctx.user.id) === id)) {
        this.entries.delete(key);
      }
    }
  }
}
