import { queryOptions } from '@tanstack/react-query';
import {
  ClaimResultSchema,
  ReportedScanSchema,
  ReviewScanResultSchema,
  VerifyResultSchema,
  type ClaimResult,
} from '../../../shared/schemas/scan.ts';
import { request } from '../../api/client.ts';

export const SCAN_KEY = ['scan'] as const;

/**
 * Verifying records a scan, so the page asks once per visit: no refetch on focus, reconnect or a
 * change of language (the warning keeps the language it was asked in), never stale, no automatic
 * retry. `visit` (the history entry's key) makes scanning the same code again a new verify, while
 * going back to an earlier result shows what it said then.
 */
export const verifyQuery = (code: string, visit: string) =>
  queryOptions({
    queryKey: [...SCAN_KEY, 'verify', code, visit],
    queryFn: () =>
      request('GET', `/qrcode/base/verifyScanCode/${encodeURIComponent(code)}`, undefined, {
        schema: VerifyResultSchema,
      }),
    enabled: code !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
  });

/** Where this scan happened (only when the browser already allowed the position). */
export const reportScanPlace = (scanId: string, lat: number, lng: number) =>
  request('POST', '/reportScanNum', { scanId, lat, lng }, { schema: ReportedScanSchema });

/** The code's reward (points and a wheel chance); the key makes a retry award at most once. */
export const claimScan = (code: string, idempotencyKey: string): Promise<ClaimResult> =>
  request('POST', `/scanCodeExtPoints/${encodeURIComponent(code)}`, undefined, {
    schema: ClaimResultSchema,
    idempotencyKey,
  });

/** Opens a review of the scanned product, marked as a verified purchase. */
export const reviewScannedProduct = (code: string) =>
  request('POST', '/hibackend/brandTasteEvaluate/scanCode', { code }, { schema: ReviewScanResultSchema });
