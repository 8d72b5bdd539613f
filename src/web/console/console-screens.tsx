import {
  AppstoreOutlined,
  AuditOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GiftOutlined,
  LineChartOutlined,
  NotificationOutlined,
  ReadOutlined,
  SoundOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { lazy, useMemo, type ComponentType, type ReactNode } from 'react';
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
  { path: 'tiers', Screen: screen(() => import('./tiers/tier-list.tsx')) },
  { path: 'prizes', Screen: screen(() => import('./prizes/prize-list.tsx')) },
  { path: 'prizes/create', Screen: screen(() => import('./prizes/prize-create.tsx')) },
  { path: 'prizes/edit/:id', Screen: screen(() => import('./prizes/prize-edit.tsx')) },
  { path: 'redeems', Screen: screen(() => import('./prizes/redeem-list.tsx')) },
  { path: 'activities', Screen: screen(() => import('./activities/activity-list.tsx')) },
  { path: 'activities/create', Screen: screen(() => import('./activities/activity-create.tsx')) },
  { path: 'activities/edit/:id', Screen: screen(() => import('./activities/activity-edit.tsx')) },
  { path: 'activities/show/:id', Screen: screen(() => import('./activities/activity-show.tsx')) },
  { path: 'audit', Screen: screen(() => import('./audit/audit-list.tsx')) },
  { path: 'notices', Screen: screen(() => import('./notices/notice-list.tsx')) },
  { path: 'qrcode/batches', Screen: screen(() => import('./scan/batch-list.tsx')) },
  { path: 'qrcode/batches/create', Screen: screen(() => import('./scan/batch-create.tsx')) },
  { path: 'qrcode/batches/show/:id', Screen: screen(() => import('./scan/batch-show.tsx')) },
  { path: 'content/categories', Screen: screen(() => import('./content/category-list.tsx')) },
  { path: 'content/topics', Screen: screen(() => import('./content/topic-list.tsx')) },
  { path: 'content/banners', Screen: screen(() => import('./content/banner-list.tsx')) },
  { path: 'content/brandSpecials', Screen: screen(() => import('./content/special-list.tsx')) },
  { path: 'content/kol', Screen: screen(() => import('./content/kol-list.tsx')) },
  { path: 'content/posts', Screen: screen(() => import('./content/post-list.tsx')) },
  { path: 'content/statutes', Screen: screen(() => import('./content/statute-list.tsx')) },
  { path: 'content/statutes/create', Screen: screen(() => import('./content/statute-create.tsx')) },
  { path: 'content/statutes/edit/:id', Screen: screen(() => import('./content/statute-edit.tsx')) },
  { path: 'catalogue/brands', Screen: screen(() => import('./catalogue/brand-list.tsx')) },
  { path: 'catalogue/series', Screen: screen(() => import('./catalogue/series-list.tsx')) },
  { path: 'catalogue/products', Screen: screen(() => import('./catalogue/product-list.tsx')) },
  { path: 'support/moderation', Screen: screen(() => import('./support/moderation-list.tsx')) },
  { path: 'support/moderation/show/:id', Screen: screen(() => import('./support/moderation-show.tsx')) },
  { path: 'support/workOrders', Screen: screen(() => import('./support/work-order-list.tsx')) },
  { path: 'support/workOrders/show/:id', Screen: screen(() => import('./support/work-order-show.tsx')) },
  { path: 'support/feedback', Screen: screen(() => import('./support/feedback-list.tsx')) },
  { path: 'music/tracks', Screen: screen(() => import('./music/track-list.tsx')) },
  { path: 'music/genres', Screen: screen(() => import('./music/genre-list.tsx')) },
];

/** A list screen (`/console/<path>`) in a menu group. */
const item = (path: string, label: string): ResourceProps => ({
  name: path,
  identifier: path.split('/').at(-1),
  list: `/console/${path}`,
  meta: { label, parent: path.split('/')[0] },
});
/** A menu group and its list screens, each a resource of its own. */
const group = (
  name: string,
  label: string,
  icon: ReactNode,
  items: Array<[string, string]>,
): ResourceProps[] => [
  { name, meta: { label, icon } },
  ...items.map(([path, itemLabel]) => item(path, itemLabel)),
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
      { name: 'tiers', list: '/console/tiers', meta: { label: t('nav.tiers'), parent: 'loyalty' } },
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
      ...group('content', t('nav.content'), <ReadOutlined />, [
        ['content/posts', t('nav.posts')],
        ['content/categories', t('nav.categories')],
        ['content/topics', t('nav.topics')],
        ['content/banners', t('nav.banners')],
        ['content/brandSpecials', t('nav.specials')],
        ['content/kol', t('nav.kol')],
      ]),
      {
        name: 'content/statutes',
        identifier: 'statutes',
        list: '/console/content/statutes',
        create: '/console/content/statutes/create',
        edit: '/console/content/statutes/edit/:id',
        meta: { label: t('nav.statutes'), parent: 'content' },
      },
      ...group('catalogue', t('nav.catalogue'), <AppstoreOutlined />, [
        ['catalogue/products', t('nav.products')],
        ['catalogue/brands', t('nav.brands')],
        ['catalogue/series', t('nav.series')],
      ]),
      ...group('support', t('nav.support'), <CustomerServiceOutlined />, []),
      {
        name: 'support/moderation',
        identifier: 'moderation',
        list: '/console/support/moderation',
        show: '/console/support/moderation/show/:id',
        meta: { label: t('nav.moderation'), parent: 'support' },
      },
      {
        name: 'support/workOrders',
        identifier: 'workOrders',
        list: '/console/support/workOrders',
        show: '/console/support/workOrders/show/:id',
        meta: { label: t('nav.workOrders'), parent: 'support' },
      },
      item('support/feedback', t('nav.feedback')),
      {
        name: 'notices',
        list: '/console/notices',
        meta: { label: t('nav.notices'), icon: <NotificationOutlined /> },
      },
      ...group('music', t('nav.music'), <SoundOutlined />, [
        ['music/tracks', t('nav.tracks')],
        ['music/genres', t('nav.genres')],
      ]),
      { name: 'audit', list: '/console/audit', meta: { label: t('nav.audit'), icon: <AuditOutlined /> } },
    ],
    [t],
  );
}
