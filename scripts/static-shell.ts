/**
 * The page before the scripts run (issue 37, docs/decisions/096): index.html carries the nicotine
 * warning and the age gate as static HTML, in English, with the classes the React gate renders, so
 * a first visit paints at once and the React gate replaces it without a shift. A returning adult
 * (the inline colour-mode script marks the document before the first paint) sees the warning only, until the
 * app draws its page. The static gate is `inert` (its field `readonly`, its buttons `type="button"`):
 * nothing typed is lost when React takes over, and browser tests wait for the live controls.
 * The gate is drawn only once the parser has reached the mark after it (global.css): on a slow phone the
 * parser yields mid-document, and a half-parsed card, centred, would shift as the rest arrives
 * (docs/decisions/120).
 */
import type { Plugin } from 'vite';
import { COLOR_MODE_BOOT } from '../src/shared/color-mode-boot.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../src/shared/i18n.ts';
import { enUS } from '../src/web/i18n/en-us.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same path as src/web/app/wordmark.tsx draws. */
const CLOUD =
  'M7 18c-2.2 0-4-1.6-4-3.7 0-1.8 1.3-3.3 3.1-3.6C6.6 7.9 9 6 11.8 6c2.4 0 4.5 1.4 5.3 3.5 2.1.2 3.9 2 3.9 4.1 0 2.4-2 4.4-4.5 4.4H7z';

export function staticGateHtml(): string {
  const t = (key: keyof typeof enUS) => esc(enUS[key]);
  const langs = LANGUAGES.map(
    (l) =>
      `<button type="button"${l === 'en_US' ? ' class="is-active"' : ''} lang="${l.slice(0, 2)}">${esc(LANGUAGE_NAMES[l])}</button>`,
  ).join('');
  return (
    `<div class="vc-app vc-static">` +
    `<section class="vc-nicotine" aria-label="${t('nicotine.label')}">${t('nicotine.warning')}</section>` +
    `<main class="vc-gate" inert><div class="vc-gate__card">` +
    `<span class="vc-wordmark vc-wordmark--l" role="img" aria-label="${t('brand.name')}">` +
    `<span class="vc-wordmark__mark" aria-hidden="true"><svg viewBox="0 0 24 24" width="1em" height="1em"><path d="${CLOUD}" fill="currentColor"></path></svg></span>` +
    `<span class="vc-wordmark__text" aria-hidden="true"><b>Vapour</b> Club</span></span>` +
    `<form novalidate><h1>${t('age.title')}</h1><p class="vc-muted">${t('age.intro')}</p>` +
    `<label class="vc-field"><span class="vc-field__label">${t('age.birthday')}</span>` +
    `<input class="vc-input" type="date" name="birthday" required min="1900-01-01" readonly></label>` +
    `<button class="vc-button vc-button--primary vc-button--block" type="button">${t('age.enter')}</button>` +
    `<p class="vc-gate__fine">${t('age.privacy')}</p></form>` +
    `<div class="vc-gate__langs">${langs}</div>` +
    `</div></main><i class="vc-static__end" hidden></i></div>`
  );
}

/** Puts the static page into `<div id="root">` of index.html, and the colour-mode script inline. */
export function staticShell(): Plugin {
  return {
    name: 'vapour-static-shell',
    transformIndexHtml(html) {
      return html
        .replace('<!--color-mode-boot-->', `<script>${COLOR_MODE_BOOT}</script>`)
        .replace('<div id="root"></div>', `<div id="root">${staticGateHtml()}</div>`);
    },
  };
}
