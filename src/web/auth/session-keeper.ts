// Types only: zod stays out of the first page load; the pages that parse answers load it.
import type { Session } from '../../shared/schemas/auth.ts';
import type { Request } from '../api/request.ts';
import { useUserStore } from './user-store.ts';

const REFRESH_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * On start: drop a session that has expired or that the server no longer knows, and renew one
 * that expires within a week (the old token is revoked by the server). Quiet: no dialog at start-up.
 */
export async function keepSession(request: Request, now: number = Date.now()): Promise<void> {
  const store = useUserStore.getState();
  if (!store.token) return;
  if (store.tokenExpires && store.tokenExpires <= now) {
    store.clearSession();
    return;
  }
  try {
    const { login } = await request<{ login: boolean }>('GET', '/auth/hasLogin', undefined, {
      quiet401: true,
    });
    if (!login) {
      useUserStore.getState().clearSession();
      return;
    }
    if (store.tokenExpires && store.tokenExpires - now < REFRESH_WITHIN_MS) {
      const session = await request<Session>('POST', '/auth/refresh', undefined, { quiet401: true });
      useUserStore.getState().setSession(session);
    }
  } catch (err) {
    // Offline or a server hiccup: keep the session and let the next call decide.
    if ((err as { code?: number }).code === 401) useUserStore.getState().clearSession();
  }
}
