import type { ComponentType, LazyExoticComponent } from 'react';
import type { RoutePath } from '../../shared/routes.ts';
import { lazyPage } from './lazy-page.ts';

const welcome = lazyPage(() => import('../entry/welcome-page.tsx'));
const article = lazyPage(() => import('../content/pages/article-page.tsx'));
const agreement = lazyPage(() => import('../profile/pages/agreement-page.tsx'));

/** One code-split page per route of the table (routes.test.ts checks none is missing). */
export const PAGES: Record<RoutePath, LazyExoticComponent<ComponentType>> = {
  '/': welcome,
  '/welcome': welcome,
  '/login': lazyPage(() => import('../auth/pages/login-page.tsx')),
  '/register': lazyPage(() => import('../auth/pages/register-page.tsx')),
  '/register/complete': lazyPage(() => import('../auth/pages/register-complete-page.tsx')),
  '/auth/facebook': lazyPage(() => import('../auth/pages/facebook-page.tsx')),
  '/my': lazyPage(() => import('../profile/pages/my-page.tsx')),
  '/setting': lazyPage(() => import('../profile/pages/setting-page.tsx')),
  '/setting/nickName': lazyPage(() => import('../profile/pages/nickname-page.tsx')),
  '/setting/modifyEmail': lazyPage(() => import('../profile/pages/modify-email-page.tsx')),
  '/setting/editInfo': lazyPage(() => import('../profile/pages/edit-info-page.tsx')),
  '/setting/about': lazyPage(() => import('../profile/pages/about-page.tsx')),
  '/setting/version': lazyPage(() => import('../profile/pages/version-page.tsx')),
  '/setting/agreement': lazyPage(() => import('../profile/pages/agreement-list-page.tsx')),
  '/agreement/privacy': agreement,
  '/agreement/user': agreement,
  '/address': lazyPage(() => import('../address/pages/address-list-page.tsx')),
  '/address/add': lazyPage(() => import('../address/pages/address-add-page.tsx')),
  '/address/edit': lazyPage(() => import('../address/pages/address-edit-page.tsx')),
  '/pointsHistory': lazyPage(() => import('../points/pages/points-history-page.tsx')),
  '/pointsHistory/constant': lazyPage(() => import('../points/pages/points-rules-page.tsx')),
  '/activity/prize': lazyPage(() => import('../prizes/pages/prize-list-page.tsx')),
  '/activity/prize/awards': lazyPage(() => import('../prizes/pages/awards-page.tsx')),
  '/activity/prize/{id}': lazyPage(() => import('../prizes/pages/prize-detail-page.tsx')),
  '/order/add': lazyPage(() => import('../prizes/pages/order-add-page.tsx')),
  '/order/detail/{id}': lazyPage(() => import('../prizes/pages/order-detail-page.tsx')),
  '/home': lazyPage(() => import('../content/pages/home-page.tsx')),
  '/article/post': lazyPage(() => import('../content/pages/article-post-page.tsx')),
  '/article/story': lazyPage(() => import('../content/pages/article-story-page.tsx')),
  '/article/draft': lazyPage(() => import('../content/pages/article-draft-page.tsx')),
  '/article/search': lazyPage(() => import('../content/pages/article-search-page.tsx')),
  '/article/{id}': article,
  '/statute': lazyPage(() => import('../content/pages/statute-list-page.tsx')),
  '/kol': lazyPage(() => import('../content/pages/kol-page.tsx')),
  '/brand/{id}': lazyPage(() => import('../content/pages/brand-page.tsx')),
  '/picture': lazyPage(() => import('../content/pages/picture-page.tsx')),
  '/statute/{id}': article,
  '/reply/{id}': lazyPage(() => import('../social/pages/reply-page.tsx')),
  '/follow': lazyPage(() => import('../people/pages/following-page.tsx')),
  '/friend': lazyPage(() => import('../people/pages/followers-page.tsx')),
  '/friend/{id}': lazyPage(() => import('../people/pages/member-page.tsx')),
  '/footprint': lazyPage(() => import('../people/pages/footprint-page.tsx')),
  '/my/comments': lazyPage(() => import('../social/pages/my-comments-page.tsx')),
  '/my/saved': lazyPage(() => import('../social/pages/my-saved-page.tsx')),
  '/my/likes': lazyPage(() => import('../social/pages/my-likes-page.tsx')),
  '/notice': lazyPage(() => import('../notifications/pages/notice-page.tsx')),
  '/setting/shield': lazyPage(() => import('../people/pages/shield-page.tsx')),
};
