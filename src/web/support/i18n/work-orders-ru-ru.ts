import type { WorkOrdersKey } from './work-orders-en-us.ts';

export const workOrdersRuRU: Record<WorkOrdersKey, string> = {};
