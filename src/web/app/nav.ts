import { matchRoute, type RoutePath } from '../../shared/routes.ts';
import type { UiKey } from '../i18n/en-us.ts';

/** Header title of each built page. */
export const TITLES: Record<RoutePath, UiKey> = {
  '/': 'title.welcome',
  '/welcome': 'title.welcome',
  '/login': 'title.login',
  '/register': 'title.register',
  '/register/complete': 'title.registerComplete',
  '/auth/facebook': 'title.facebook',
  '/my': 'title.my',
  '/setting': 'title.setting',
  '/setting/nickName': 'title.nickName',
  '/setting/modifyEmail': 'title.modifyEmail',
  '/setting/editInfo': 'title.editInfo',
  '/setting/about': 'title.about',
  '/setting/version': 'title.version',
  '/setting/agreement': 'title.agreement',
  '/agreement/privacy': 'title.privacy',
  '/agreement/user': 'title.user',
  '/address': 'title.address',
  '/address/add': 'title.addressAdd',
  '/address/edit': 'title.addressEdit',
  '/pointsHistory': 'title.pointsHistory',
  '/pointsHistory/constant': 'title.pointsRules',
  '/activity/prize': 'title.prizes',
  '/activity/prize/constant': 'title.prizes',
  '/activity/prize/awards': 'title.awards',
  '/activity/prize/{id}': 'title.prize',
  '/order/add': 'title.orderAdd',
  '/order/detail/{id}': 'title.orderDetail',
  '/home': 'title.home',
  '/article/post': 'title.articlePost',
  '/article/story': 'title.articleStory',
  '/article/draft': 'title.articleDraft',
  '/article/search': 'title.articleSearch',
  '/article/{id}': 'title.article',
  '/statute': 'title.statute',
  '/statute/{id}': 'title.statuteDetail',
  '/kol': 'title.kol',
  '/brand/{id}': 'title.brand',
  '/picture': 'title.picture',
  '/reply/{id}': 'social.replyTitle',
  '/my/comments': 'social.myComments',
  '/my/saved': 'social.mySaved',
  '/my/likes': 'social.myLikes',
  '/follow': 'people.following',
  '/friend': 'people.followers',
  '/friend/{id}': 'people.memberTitle',
  '/footprint': 'people.footprint',
  '/setting/shield': 'people.shieldTitle',
  '/notice': 'notice.title',
  '/evaluate/add': 'reviews.addTitle',
  '/evaluate/share': 'reviews.shareTitle',
  '/evaluate/{id}': 'nav.reviews',
  '/product/detail/{id}': 'reviews.detailTitle',
  '/product/{id}': 'reviews.productTitle',
  '/store': 'nav.stores',
  '/store/share': 'stores.shareTitle',
  '/store/{id}': 'stores.storeTitle',
  '/scanResult': 'scan.title',
  '/scanResult/result': 'scan.resultTitle',
  '/fake': 'scan.fakeTitle',
  '/activity': 'nav.activity',
  '/activity/preview': 'activities.previewTitle',
  '/activity/vape': 'activities.vapeTitle',
  '/activity/lottery/{id}': 'activities.lotteryTitle',
  '/activity/offline/{id}': 'activities.offlineTitle',
  '/activity/turntable/{id}': 'activities.wheelTitle',
  '/activity/{id}': 'activities.detailTitle',
  '/activity/prize/detail': 'activities.prizeTitle',
  '/winner/{id}': 'activities.winnersTitle',
  '/setting/proof': 'activities.proofTitle',
  '/reels': 'reels.feedTitle',
  '/reels/list': 'reels.listTitle',
  '/reels/release': 'reels.releaseTitle',
  '/reels/music': 'reels.musicTitle',
  '/reels/cover': 'reels.coverTitle',
  '/reels/preview': 'reels.previewTitle',
  '/reels/draft': 'reels.draftTitle',
  '/article/reels/{id}': 'reels.reelTitle',
  '/console/*': 'title.console',
  '/report': 'support.reportTitle',
  '/report/detail/{id}': 'support.reportDetailTitle',
  '/report/{id}': 'support.reportFormTitle',
  '/setting/feedback': 'support.feedbackTitle',
  '/setting/infoChecklist': 'account.infoChecklistTitle',
  '/setting/sessions': 'privacy.sessionsTitle',
  '/setting/privacy': 'privacy.title',
  '/setting/thirdInfo': 'account.thirdInfoTitle',
  '/my/afterSale': 'support.afterSaleTitle',
  '/my/afterSale/add': 'support.afterSaleAddTitle',
  '/my/afterSale/{id}': 'support.afterSaleDetailTitle',
  '/my/shares': 'support.sharesTitle',
  '/member/tier': 'tiers.title',
};

export interface NavItem {
  path: string;
  label: UiKey;
  icon: 'home' | 'user' | 'setting' | 'gift' | 'star' | 'store' | 'activity';
}

const built = (path: string) => matchRoute(path) !== null;

/** The spec's main tabs, in order; only those whose page exists are shown. */
const MAIN_TABS: NavItem[] = [
  { path: '/home', label: 'nav.home', icon: 'home' },
  { path: '/activity', label: 'nav.activity', icon: 'activity' },
  // `/evaluate/{id}` is a brand's reviews; `all` is every brand's (docs/decisions).
  { path: '/evaluate/all', label: 'nav.reviews', icon: 'star' },
  { path: '/store', label: 'nav.stores', icon: 'store' },
  { path: '/my', label: 'nav.my', icon: 'user' },
];
export const TABS = MAIN_TABS.filter((t) => built(t.path));

/** Desktop side navigation: the built main tabs (home first), prizes and settings. */
export const SIDE_NAV: NavItem[] = [
  ...TABS,
  // The parent path (it leads to `/activity/prize/constant`) keeps the item lit on every prize page.
  { path: '/activity/prize', label: 'nav.prizes', icon: 'gift' },
  { path: '/setting', label: 'nav.setting', icon: 'setting' },
];

/** A tab bar of one tab is noise: it appears once two main tabs exist. */
export const SHOW_TAB_BAR = TABS.length >= 2;
