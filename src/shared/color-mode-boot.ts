/**
 * The script index.html runs before the first paint, inline (scripts/static-shell.ts), so that dark
 * mode never flashes white and a returning adult never sees the static age gate. The CSP allows it
 * by its hash (src/server/http/security-headers.ts), taken from this same text: an inline script
 * rather than a file saves the first load a request and its headers (issue 37, docs/decisions/128).
 * Plain ES5, no dependencies; the keys are those of the colour-mode and compliance stores.
 */
export const COLOR_MODE_BOOT = `(function () {
  try {
    var raw = localStorage.getItem('nuxt-color-mode');
    var pref = raw ? (JSON.parse(raw).state || {}).preference : 'system';
    var dark = pref === 'dark' || (pref !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.setAttribute('data-prefers-color-scheme', 'dark');
    var compliance = localStorage.getItem('compliance');
    if (compliance && (JSON.parse(compliance).state || {}).ageVerifiedAt) {
      document.documentElement.setAttribute('data-adult', '');
    }
  } catch (e) {
    /* storage blocked: the app applies the mode once it starts */
  }
})();`;
