import type { WorkOrdersKey } from './work-orders-en-us.ts';

export const workOrdersZhCN: Record<WorkOrdersKey, string> = {};
