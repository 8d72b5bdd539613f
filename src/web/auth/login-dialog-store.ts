import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface LoginDialogState {
  showLoginDialog: boolean;
  /** The page whose tap opened the dialog: it belongs to that page only (once per tap). */
  openedOn: string | null;
  setShow: (v: boolean) => void;
}

/** `showLoginDialog` lives in session storage (spec §3): it survives a reload, not a new tab. */
export const useLoginDialog = create<LoginDialogState>()(
  persist(
    (set) => ({
      showLoginDialog: false,
      openedOn: null,
      setShow: (showLoginDialog) =>
        set({ showLoginDialog, openedOn: showLoginDialog ? window.location.pathname : null }),
    }),
    {
      name: 'showLoginDialog',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ showLoginDialog, openedOn }) => ({ showLoginDialog, openedOn }),
    },
  ),
);

export const openLoginDialog = () => useLoginDialog.getState().setShow(true);

/** Shown on the page it was opened on; leaving that page, by any way, drops it. */
export const loginDialogVisible = (s: LoginDialogState, path: string) =>
  s.showLoginDialog && s.openedOn === path;

/** Called on every page change: a prompt left open on another page is not carried along. */
export function dropLoginDialogElsewhere(path: string) {
  const s = useLoginDialog.getState();
  if (s.showLoginDialog && s.openedOn !== path) s.setShow(false);
}
