import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Lang } from '../../../shared/i18n.ts';
import {
  OptionListSchema,
  ReportAddedSchema,
  ReportDetailSchema,
  ReportPageSchema,
  WorkOrderDetailSchema,
  WorkOrderPageSchema,
  WorkOrderSavedSchema,
  type FeedbackAdd,
  type ProductReportAdd,
  type ReportAdd,
  type ReportState,
  type WorkOrderReply,
  type WorkOrderSave,
  type WorkOrderState,
} from '../../../shared/schemas/support.ts';
import { request } from '../../api/client.ts';

const PAGE_SIZE = 20;
const REPORT = '/hibackend/user/report';
const WORK_ORDER = '/hibackend/workOrder';
/** Every support query starts with this key, so a new report or request refreshes the lists. */
export const SUPPORT_KEY = ['support'] as const;

export const reportTypesQuery = (kind: 'content' | 'product', lang: Lang) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'reportTypes', kind, lang],
    queryFn: () => request('GET', `${REPORT}/reportType`, { targetType: kind }, { schema: OptionListSchema }),
    staleTime: Infinity,
  });

export const feedbackTypesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'feedbackTypes', lang],
    queryFn: () =>
      request('GET', '/hibackend/user/feedback/feedbackType', undefined, { schema: OptionListSchema }),
    staleTime: Infinity,
  });

export const reportListQuery = (token: string, tab: ReportState, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...SUPPORT_KEY, 'reports', token, tab, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${REPORT}/list`,
        { tab, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { schema: ReportPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

export const reportQuery = (token: string, id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'report', token, id, lang],
    queryFn: () =>
      request('GET', `${REPORT}/${encodeURIComponent(id)}`, undefined, { schema: ReportDetailSchema }),
    enabled: token !== '' && id !== '',
  });

export const addReport = (body: ReportAdd, idempotencyKey: string) =>
  request('POST', `${REPORT}/add`, body, { idempotencyKey, schema: ReportAddedSchema });

export const addProductReport = (body: ProductReportAdd, idempotencyKey: string) =>
  request('POST', '/hibackend/productReport/add', body, { idempotencyKey, schema: ReportAddedSchema });

export const workOrderListQuery = (token: string, state: WorkOrderState, lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...SUPPORT_KEY, 'workOrders', token, state, lang],
    queryFn: ({ pageParam }) =>
      request(
        'GET',
        `${WORK_ORDER}/listPage`,
        { state, pageSize: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { schema: WorkOrderPageSchema },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: token !== '',
  });

export const workOrderQuery = (token: string, id: string, lang: Lang) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'workOrder', token, id, lang],
    queryFn: () =>
      request('GET', `${WORK_ORDER}/${encodeURIComponent(id)}`, undefined, { schema: WorkOrderDetailSchema }),
    enabled: token !== '' && id !== '',
  });

export const saveWorkOrder = (body: WorkOrderSave, idempotencyKey: string) =>
  request('POST', `${WORK_ORDER}/save`, body, { idempotencyKey, schema: WorkOrderSavedSchema });

export const replyWorkOrder = (id: string, body: WorkOrderReply) =>
  request('POST', `${WORK_ORDER}/${encodeURIComponent(id)}/reply`, body, { schema: WorkOrderDetailSchema });

export const addFeedback = (body: FeedbackAdd) =>
  request<{ id: string }>('POST', '/hibackend/user/feedback/add', body);
