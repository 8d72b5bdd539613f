import type { QueryClient } from '@tanstack/react-query';
import type { VerifyResult } from '../../../shared/schemas/scan.ts';
import { locate } from '../../stores/geolocation.ts';
import { reportScanPlace, verifyQuery } from '../api/scan-api.ts';

const reported = new Set<string>();

/**
 * Reports where this scan happened, only when the browser already allows this site the position:
 * a page opened by a scan never prompts for it. Once per scan, even if the page renders again.
 * The first scan of a code learns its own place, so the page shows it at once.
 */
export async function reportPlaceIfAllowed(
  query: { code: string; visit: string },
  result: VerifyResult,
  qc: QueryClient,
): Promise<void> {
  if (reported.has(result.scanId)) return;
  reported.add(result.scanId);
  try {
    if (!navigator.permissions || !navigator.geolocation) return;
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return;
    const found = await locate();
    if (!found.ok) return;
    const place = await reportScanPlace(result.scanId, found.position.lat, found.position.lng);
    if (result.scanCount === 1 && !result.firstScanPlace && place.place) {
      qc.setQueryData(verifyQuery(query.code, query.visit).queryKey, (old) =>
        old ? { ...old, firstScanPlace: place.place } : old,
      );
    }
  } catch {
    // The place is a nicety: the scan itself is already recorded.
  }
}
