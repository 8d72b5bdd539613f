import {
  AuditOutlined,
  DashboardOutlined,
  GiftOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { lazy, useMemo, type ComponentType } from 'react';
import { useConsoleT } from './i18n/console-i18n.ts';

const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The console's screens, by path below `/console` (each its own chunk). */
export const CONSOLE_SCREENS: Array<{ path: string; Screen: ComponentType }> = [
  { path: 'dashboard', Screen: screen(() => import('./stats/dashboard-screen.tsx')) },
  { path: 'stats', Screen: screen(() => import('../stats/pages/usage-page.tsx')) },
  { path: 'members', Screen: screen(() => import('./people/member-list.tsx')) },
  { path: 'members/show/:id', Screen: screen(() => import('./people/member-show.tsx')) },
  { path: 'proofs', Screen: screen(() => import('./people/proof-list.tsx')) },
  { path: 'points/rules', Screen: screen(() => import('./points/rule-list.tsx')) },
  { path: 'prizes', Screen: screen(() => import('./prizes/prize-list.tsx')) },
  { path: 'prizes/create', Screen: screen(() => import('./prizes/prize-create.tsx')) },
  { path: 'prizes/edit/:id', Screen: screen(() => import('./prizes/prize-edit.tsx')) },
  { path: 'redeems', Screen: screen(() => import('./prizes/redeem-list.tsx')) },
  { path: 'activities', Screen: screen(() => import('./activities/activity-list.tsx')) },
  { path: 'activities/create', Screen: screen(() => import('./activities/activity-create.tsx')) },
  { path: 'activities/edit/:id', Screen: screen(() => import('./activities/activity-edit.tsx')) },
  { path: 'activities/show/:id', Screen: screen(() => import('./activities/activity-show.tsx')) },
  { path: 'audit', Screen: screen(() => import('./audit/audit-list.tsx')) },
  { path: 'qrcode/batches', Screen: screen(() => import('./scan/batch-list.tsx')) },
  { path: 'qrcode/batches/create', Screen: screen(() => import('./scan/batch-create.tsx')) },
  { path: 'qrcode/batches/show/:id', Screen: screen(() => import('./scan/batch-show.tsx')) },
];

/** refine's resources: the side menu and the routes of each list, form and detail. */
export function useConsoleResources(): ResourceProps[] {
  const t = useConsoleT();
  return useMemo(
    () => [
      {
        name: 'dashboard',
        list: '/console/dashboard',
        meta: { label: t('nav.dashboard'), icon: <DashboardOutlined /> },
      },
      { name: 'stats', list: '/console/stats', meta: { label: t('nav.usage'), icon: <LineChartOutlined /> } },
      { name: 'people', meta: { label: t('nav.members'), icon: <TeamOutlined /> } },
      {
        name: 'members',
        list: '/console/members',
        show: '/console/members/show/:id',
        meta: { label: t('nav.members'), parent: 'people' },
      },
      { name: 'proofs', list: '/console/proofs', meta: { label: t('nav.proofs'), parent: 'people' } },
      { name: 'loyalty', meta: { label: t('nav.loyalty'), icon: <GiftOutlined /> } },
      {
        name: 'prizes',
        list: '/console/prizes',
        create: '/console/prizes/create',
        edit: '/console/prizes/edit/:id',
        meta: { label: t('nav.prizes'), parent: 'loyalty' },
      },
      {
        name: 'points/rules',
        identifier: 'rules',
        list: '/console/points/rules',
        meta: { label: t('nav.rules'), parent: 'loyalty' },
      },
      { name: 'redeems', list: '/console/redeems', meta: { label: t('nav.redeems'), parent: 'loyalty' } },
      {
        name: 'activities',
        list: '/console/activities',
        create: '/console/activities/create',
        edit: '/console/activities/edit/:id',
        show: '/console/activities/show/:id',
        meta: { label: t('nav.activities'), icon: <TrophyOutlined /> },
      },
      { name: 'scan', meta: { label: t('nav.scan'), icon: <SafetyCertificateOutlined /> } },
      {
        name: 'qrcode/batches',
        identifier: 'batches',
        list: '/console/qrcode/batches',
        create: '/console/qrcode/batches/create',
        show: '/console/qrcode/batches/show/:id',
        meta: { label: t('nav.batches'), parent: 'scan' },
      },
      { name: 'audit', list: '/console/audit', meta: { label: t('nav.audit'), icon: <AuditOutlined /> } },
    ],
    [t],
  );
}
