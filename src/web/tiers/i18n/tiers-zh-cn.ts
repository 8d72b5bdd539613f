import type { CatalogOf } from '../../../shared/i18n.ts';
import type { TiersKey } from './tiers-en-us.ts';

export const tiersZhCN: CatalogOf<TiersKey> = {
  'tiers.title': '会员等级',
  'tiers.badge': '等级：{tier}',
  'tiers.mine': '我的等级',
  'tiers.toNext_other': '距{tier}还差 {amount} 积分',
  'tiers.top': '您已达到最高等级',
  'tiers.progress': '升级到{tier}的进度',
  'tiers.qualifying_other': '最近 365 天的定级积分：{amount}',
  'tiers.review': '您的{tier}等级将于 {date} 复核',
  'tiers.seeAll': '等级与权益',
  'tiers.current': '您的等级',
  'tiers.threshold_other': '定级积分达到 {amount}',
  'tiers.start': '每位会员的起始等级',
  'tiers.multiplier': '每次获得积分 ×{value}',
  'tiers.multiplierBase': '每次获得标准积分',
  'tiers.earlyAccess_other': '限时抢购提前 {count} 小时开放',
  'tiers.birthday_other': '生日当天奖励 {amount} 积分',
  'tiers.guestTitle': '登录查看您的等级',
  'tiers.guestText': '会员可以查看自己的进度和等级复核日期。',
  'tiers.signIn': '登录',
  'tiers.howTitle': '等级说明',
  'tiers.howText':
    '定级积分是您最近 365 天内通过扫码验真、撰写评价、分享门店和完善资料获得的积分。达到门槛后立即升级。等级在达到一年后复核，每次最多下降一级。',
  'tiers.loadFailed': '等级加载失败',
  'tiers.minTier': '{tier}及以上',
  'tiers.minTierBlocked': '此奖品仅限{tier}及以上会员兑换',
  'tiers.opensForYou': '提前购：伦敦时间 {date} 为您开放',
  'tiers.openForYou': '提前购：现已为您开放',
  'tiers.flowMultiplied': '{base} × {multiplier}',
};
