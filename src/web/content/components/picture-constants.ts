/** Image preview constants of spec §9, defined once. */
export const ZOOM_MIN = 1 / 3;
export const ZOOM_MAX = 3;
/** The zoom a double tap switches to from the fitted size. */
export const ZOOM_DOUBLE_TAP = 2;
/** Slide animation of the preview. */
export const SWIPE_MS = 300;
/** The swiper's own default duration (kept for reference; the preview uses SWIPE_MS). */
export const SWIPE_DEFAULT_MS = 500;
/** A swipe faster than this (px per ms) changes the picture even when short. */
export const SWIPE_SPEED = 0.25;
/** ...and a slower one must cover this share of the width. */
export const SWIPE_DISTANCE_SHARE = 0.5;
/** Taller than this many widths: shown full width and scrolled. */
export const LONG_IMAGE_RATIO = 2.6;
export const DOUBLE_TAP_MS = 250;
/** A pointer that moved less than this is a tap (spec §9 tap tolerance). */
export const TAP_TOLERANCE_PX = 5;
export const LOOP = true;
