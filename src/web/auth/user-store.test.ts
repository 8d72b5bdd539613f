import { describe, expect, it } from 'vitest';
import type { Session } from '../../shared/schemas/auth.ts';
import { useUserStore } from './user-store.ts';

const session: Session = {
  token: 't0k3n',
  tokenExpires: 1_900_000_000_000,
  deletionCancelled: false,
  userInfo: {
    userId: 'u1',
    userName: 'ann',
    email: 'ann@example.com',
    nickName: 'Ann',
    countryCode: 'KOR',
    proof: true,
    proofUrl: '/obs/proof.jpg',
    avatarUrl: null,
    firstName: null,
    lastName: null,
    gender: null,
    career: null,
    phone: null,
    birthday: '1990-01-01',
    suspendedUntil: null,
    deletionScheduledAt: null,
    consentsDue: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('user store', () => {
  it('keeps the session fields of spec §3 and never a password', () => {
    useUserStore.getState().setSession(session);
    const s = useUserStore.getState();
    expect(s).toMatchObject({ token: 't0k3n', userName: 'ann', email: 'ann@example.com', proof: true });
    expect(s.userInfo.userId).toBe('u1');
    expect(s.countryCode).toBe('KOR');
    expect(s).not.toHaveProperty('password');
  });

  it('clears the session as spec §4 says: identity gone, user info reset to an empty id', () => {
    useUserStore.getState().setSession(session);
    useUserStore.getState().clearSession();
    const s = useUserStore.getState();
    expect(s).toMatchObject({
      token: '',
      userName: '',
      tokenExpires: 0,
      email: '',
      registerInfo: {},
      proof: false,
      proofUrl: '',
      userInfo: { userId: '' },
    });
    expect(Object.keys(s.userInfo)).toEqual(['userId']);
  });
});
