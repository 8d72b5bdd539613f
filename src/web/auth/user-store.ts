import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_COUNTRY } from '../../shared/limits.ts';
import type { Session, UserInfo } from '../../shared/schemas/auth.ts';

/** The profile as last seen; only `userId` is guaranteed (empty when signed out). */
export type StoredUserInfo = Partial<UserInfo> & { userId: string };

/** Persisted under `user` (spec §3). There is no password: sign-in is by emailed code only. */
export interface UserState {
  token: string;
  userName: string;
  tokenExpires: number;
  email: string;
  userInfo: StoredUserInfo;
  registerInfo: Record<string, unknown>;
  proof: boolean;
  proofUrl: string;
  countryCode: string;
}

interface UserActions {
  setSession: (session: Session) => void;
  setUserInfo: (info: UserInfo) => void;
  clearSession: () => void;
}

export const signedOut = (): Omit<UserState, 'countryCode'> => ({
  token: '',
  userName: '',
  tokenExpires: 0,
  email: '',
  userInfo: { userId: '' },
  registerInfo: {},
  proof: false,
  proofUrl: '',
});

function fromInfo(info: UserInfo): Partial<UserState> {
  return {
    userName: info.userName,
    email: info.email,
    userInfo: info,
    proof: info.proof,
    proofUrl: info.proofUrl ?? '',
    countryCode: info.countryCode || DEFAULT_COUNTRY,
  };
}

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...signedOut(),
      countryCode: DEFAULT_COUNTRY,
      setSession: (s) => set({ token: s.token, tokenExpires: s.tokenExpires, ...fromInfo(s.userInfo) }),
      setUserInfo: (info) => set(fromInfo(info)),
      // Spec §4: everything that identifies the user goes; the country preference stays.
      clearSession: () => set(signedOut()),
    }),
    {
      name: 'user',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setSession: _a, setUserInfo: _b, clearSession: _c, ...state }) => state,
    },
  ),
);

/** Logged in means the stored token is not empty (spec §4). */
export const useIsLoggedIn = () => useUserStore((s) => s.token !== '');
