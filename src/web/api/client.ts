import { normalizeLang } from '../../shared/i18n.ts';
import { openLoginDialog } from '../auth/login-dialog-store.ts';
import { useUserStore } from '../auth/user-store.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { translate } from '../i18n/translator.ts';
import { appConfig } from './app-config.ts';
import { buildHeaders, createRequest, decodeBody, type RequestDeps } from './request.ts';

export function deviceKind(): 'mobile' | 'pc' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(navigator.userAgent) ? 'mobile' : 'pc';
}

/** What the request wrapper needs of the browser. */
const browserDeps: RequestDeps = {
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
  message: (key) => translate('ui', key === 'network' ? 'error.network' : 'error.request'),
};

/** The one request wrapper of the app, wired to the browser. */
export const request = createRequest(browserDeps);

/** For XMLHttpRequest uploads (progress events): the same headers and body decoding as `request`. */
export const xhrSupport = {
  headers: () => buildHeaders(browserDeps, false),
  decode: (text: string) => decodeBody(text, browserDeps),
  openLoginDialog: () => browserDeps.openLoginDialog(),
  message: (key: 'network' | 'request') => browserDeps.message(key),
};
