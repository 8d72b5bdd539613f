import type { ReportsKey } from './reports-en-us.ts';

export const reportsZhCN: Record<ReportsKey, string> = {};
