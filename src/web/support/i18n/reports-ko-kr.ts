import type { ReportsKey } from './reports-en-us.ts';

export const reportsKoKR: Record<ReportsKey, string> = {};
