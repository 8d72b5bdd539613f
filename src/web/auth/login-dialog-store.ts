import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** `showLoginDialog` lives in session storage (spec §3): it survives a reload, not a new tab. */
export const useLoginDialog = create<{ showLoginDialog: boolean; setShow: (v: boolean) => void }>()(
  persist((set) => ({ showLoginDialog: false, setShow: (showLoginDialog) => set({ showLoginDialog }) }), {
    name: 'showLoginDialog',
    storage: createJSONStorage(() => sessionStorage),
    partialize: ({ showLoginDialog }) => ({ showLoginDialog }),
  }),
);

export const openLoginDialog = () => useLoginDialog.getState().setShow(true);
