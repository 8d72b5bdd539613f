import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ComplianceState {
  /** When the visitor showed they are 21+; the birth date itself is never kept. */
  ageVerifiedAt: number | null;
  cookieChoice: 'all' | 'essential' | null;
  verifyAge: () => void;
  chooseCookies: (c: 'all' | 'essential') => void;
}

export const useCompliance = create<ComplianceState>()(
  persist(
    (set) => ({
      ageVerifiedAt: null,
      cookieChoice: null,
      verifyAge: () => set({ ageVerifiedAt: Date.now() }),
      chooseCookies: (cookieChoice) => set({ cookieChoice }),
    }),
    {
      name: 'compliance',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ ageVerifiedAt, cookieChoice }) => ({ ageVerifiedAt, cookieChoice }),
    },
  ),
);

/** An under-age answer holds for the browser session: a reload does not offer a second guess. */
export const useAgeDenied = create<{ denied: boolean; deny: () => void }>()(
  persist((set) => ({ denied: false, deny: () => set({ denied: true }) }), {
    name: 'ageDenied',
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ denied }) => ({ denied }),
  }),
);

/**
 * The date of birth typed at the age gate, offered again in the sign-up form (issue 38) so nobody
 * types it twice. It stays in this tab only (session storage), is sent nowhere until the member
 * signs up with it, and is forgotten once they have.
 */
export const useGateBirthday = create<{ birthday: string; keep: (d: string) => void; forget: () => void }>()(
  persist(
    (set) => ({
      birthday: '',
      keep: (birthday) => set({ birthday }),
      forget: () => set({ birthday: '' }),
    }),
    {
      name: 'gateBirthday',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ birthday }) => ({ birthday }),
    },
  ),
);
