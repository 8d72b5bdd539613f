/** Spec §9: popup layers stack from z-index 2000 up, each new one above the last. */
export const POPUP_Z_BASE = 2000;
let next = POPUP_Z_BASE;

/** The z-index for a popup opening now (our own dialogs use the browser's top layer instead). */
export function nextPopupZ(): number {
  return next++;
}
