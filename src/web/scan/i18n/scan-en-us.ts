/** Texts of the scan feature (merged into the interface catalog). English is the reference. */
export const scanEnUS = {
  'scan.title': 'Scan to verify',
  'scan.resultTitle': 'Scan result',
  'scan.fakeTitle': 'Not genuine',
  'scan.entry': 'Scan a product',
  'scan.entryHint': 'Check it is genuine and earn points',
  'scan.cameraDenied': 'Camera permission denied',
  'scan.noCamera': 'There is no connected camera',
} as const;

export type ScanKey = keyof typeof scanEnUS;
