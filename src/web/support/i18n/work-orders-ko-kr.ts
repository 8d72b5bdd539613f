import type { WorkOrdersKey } from './work-orders-en-us.ts';

export const workOrdersKoKR: Record<WorkOrdersKey, string> = {};
