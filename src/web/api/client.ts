import i18next from 'i18next';
import { normalizeLang } from '../../shared/i18n.ts';
import { openLoginDialog } from '../auth/login-dialog-store.ts';
import { useUserStore } from '../auth/user-store.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { appConfig } from './app-config.ts';
import { createRequest } from './request.ts';

export function deviceKind(): 'mobile' | 'pc' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'mobile' : 'pc';
}

/** The one request wrapper of the app, wired to the browser. */
export const request = createRequest({
  fetch: (url, init) => fetch(url, init),
  config: appConfig,
  getStoredToken: () => useUserStore.getState().token,
  clearStoredToken: () => useUserStore.getState().clearSession(),
  getLang: () => normalizeLang(useLanguage.getState().language),
  location: {
    get search() {
      return window.location.search;
    },
    assign: (url) => window.location.assign(url),
  },
  deviceId: deviceKind,
  openLoginDialog: () => {
    // A stored token the server refuses is stale: drop it so the app shows the signed-out state.
    if (useUserStore.getState().token) useUserStore.getState().clearSession();
    openLoginDialog();
  },
  message: (key) => i18next.t(key === 'network' ? 'error.network' : 'error.request', { ns: 'ui' }),
});
