/** WorkOrders texts (merged into the interface catalog). English is the reference. */
export const workOrdersEnUS = {};

export type WorkOrdersKey = keyof typeof workOrdersEnUS;
