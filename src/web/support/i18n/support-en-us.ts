/** Support texts (merged into the interface catalog). English is the reference. */
export const supportEnUS = {
  'support.reportTitle': 'Report',
  'support.reportFormTitle': 'Report',
  'support.reportDetailTitle': 'Report details',
  'support.feedbackTitle': 'Feedback',
  'support.afterSaleTitle': 'After-sale',
  'support.afterSaleAddTitle': 'New request',
  'support.afterSaleDetailTitle': 'Request',
  'support.sharesTitle': 'My shares',
};

export type SupportKey = keyof typeof supportEnUS;
