/** The usage-report constants of spec §9, without zod: the client's report code imports only these. */
export const REPORT_VERSION = '3.0.0';
export const REPORT_BUSINESS_TYPE = 1;
export const REPORT_SCENE = '0000';
export const REPORT_CHANNEL = '0000';
/** Events in one request (a batch the client flushes on page hide). */
export const REPORT_BATCH_MAX = 100;
export const REPORT_PATHS = {
  pageView: '/api/md/rpStat/apppv',
  browse: '/api/md/rpStat/browsedata',
  click: '/api/md/rpStat/appclick',
} as const;
