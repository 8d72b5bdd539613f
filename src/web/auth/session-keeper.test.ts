import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { Request } from '../api/request.ts';
import { keepSession } from './session-keeper.ts';
import { useUserStore } from './user-store.ts';

const NOW = 1_800_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

function fakeRequest(answers: Record<string, unknown>): { request: Request; calls: string[] } {
  const calls: string[] = [];
  const request = ((method: string, path: string) => {
    calls.push(`${method} ${path}`);
    const a = answers[path];
    return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
  }) as Request;
  return { request, calls };
}

const signIn = (expiresInDays: number) =>
  useUserStore.setState({ token: 'old', tokenExpires: NOW + expiresInDays * DAY, email: 'a@b.co' });

describe('keepSession', () => {
  beforeEach(() => useUserStore.getState().clearSession());

  it('does nothing for a visitor', async () => {
    const { request, calls } = fakeRequest({});
    await keepSession(request, NOW);
    expect(calls).toEqual([]);
  });

  it('clears an expired session without asking the server', async () => {
    signIn(-1);
    const { request, calls } = fakeRequest({});
    await keepSession(request, NOW);
    expect(calls).toEqual([]);
    expect(useUserStore.getState().token).toBe('');
  });

  it('clears a session the server no longer knows', async () => {
    signIn(20);
    const { request } = fakeRequest({ '/auth/hasLogin': { login: false } });
    await keepSession(request, NOW);
    expect(useUserStore.getState().token).toBe('');
  });

  it('renews a session that expires within a week', async () => {
    signIn(2);
    const fresh = { token: 'new', tokenExpires: NOW + 30 * DAY, userInfo: { userId: 'u', email: 'a@b.co' } };
    const { request, calls } = fakeRequest({ '/auth/hasLogin': { login: true }, '/auth/refresh': fresh });
    await keepSession(request, NOW);
    expect(calls).toEqual(['GET /auth/hasLogin', 'POST /auth/refresh']);
    expect(useUserStore.getState().token).toBe('new');
  });

  it('keeps the session when the network fails', async () => {
    signIn(20);
    const { request } = fakeRequest({ '/auth/hasLogin': new ApiError(0, 'Network Error') });
    await keepSession(request, NOW);
    expect(useUserStore.getState().token).toBe('old');
  });
});
