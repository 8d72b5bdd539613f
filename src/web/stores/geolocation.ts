import type { Position } from './position-store.ts';

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable';
export type LocateResult = { ok: true; position: Position } | { ok: false; reason: LocateFailure };

/**
 * The browser's position, once. Every failure becomes a reason the page can explain: no API (old
 * browser, or a page not served over HTTPS), refused permission, or no fix in time.
 */
export function locate(
  geo: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<LocateResult> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') {
    return Promise.resolve({ ok: false, reason: 'unsupported' });
  }
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => resolve({ ok: true, position: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (err) =>
        resolve({ ok: false, reason: err.code === 1 /* PERMISSION_DENIED */ ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
