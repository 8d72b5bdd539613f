import type { Feature } from '../features.ts';

/**
 * Member and visitor calls (spec §7): `qrcode/base/verifyScanCode/{code}`, `scanCodeExtPoints/{code}`,
 * `countScanNumMain`, `reportScanNum`, `scanTask`, `hibackend/brandTasteEvaluate/scanCode`.
 */
export const scanMemberRoutes: Feature = async () => {};
