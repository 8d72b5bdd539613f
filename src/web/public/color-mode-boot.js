// Runs before the first paint (a classic script: the CSP allows no inline code) so dark mode never flashes white.
/* global localStorage, matchMedia, document */
(function () {
  try {
    var raw = localStorage.getItem('nuxt-color-mode');
    var pref = raw ? (JSON.parse(raw).state || {}).preference : 'system';
    var dark = pref === 'dark' || (pref !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.setAttribute('data-prefers-color-scheme', 'dark');
    // A returning adult: the static age gate of index.html stays hidden (issue 37).
    var compliance = localStorage.getItem('compliance');
    if (compliance && (JSON.parse(compliance).state || {}).ageVerifiedAt) {
      document.documentElement.setAttribute('data-adult', '');
    }
  } catch {
    /* storage blocked: the app applies the mode once it starts */
  }
})();
