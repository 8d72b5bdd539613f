import type { ReportOutcome, ReportState, WorkOrderState } from '../../../shared/schemas/support.ts';
import type { UiKey } from '../../i18n/en-us.ts';
import '../i18n/work-orders-i18n.ts';

export const REPORT_STATE_KEY: Record<ReportState, UiKey> = {
  submitted: 'reports.stateSubmitted',
  monitoring: 'reports.stateMonitoring',
  completed: 'reports.stateCompleted',
};

export const REPORT_OUTCOME_KEY: Record<ReportOutcome, UiKey> = {
  dismissed: 'reports.outcomeDismissed',
  hidden: 'reports.outcomeHidden',
  warned: 'reports.outcomeWarned',
  suspended: 'reports.outcomeSuspended',
  resolved: 'reports.outcomeResolved',
};

export const WORK_ORDER_STATE_KEY: Record<WorkOrderState, UiKey> = {
  accepting: 'workOrders.accepting',
  accepted: 'workOrders.accepted',
};

/** What kind of thing a report is about, as the member reads it. */
export const TARGET_KEY = {
  article: 'reports.targetArticle',
  comment: 'reports.targetComment',
  user: 'reports.targetUser',
  store: 'reports.targetStore',
  review: 'reports.targetReview',
  product: 'reports.targetProduct',
} as const satisfies Record<string, UiKey>;
