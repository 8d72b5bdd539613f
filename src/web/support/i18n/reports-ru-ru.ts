import type { ReportsKey } from './reports-en-us.ts';

export const reportsRuRU: Record<ReportsKey, string> = {};
