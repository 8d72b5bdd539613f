// Runs before the first paint (a classic script: the CSP allows no inline code) so dark mode never flashes white.
/* global localStorage, matchMedia, document */
(function () {
  try {
    var raw = localStorage.getItem('nuxt-color-mode');
    var pref = raw ? (JSON.parse(raw).state || {}).preference : 'system';
    var dark = pref === 'dark' || (pref !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.setAttribute('data-prefers-color-scheme', 'dark');
  } catch {
    /* storage blocked: the app applies the mode once it starts */
  }
})();
