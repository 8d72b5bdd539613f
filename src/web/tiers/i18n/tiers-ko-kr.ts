import type { CatalogOf } from '../../../shared/i18n.ts';
import type { TiersKey } from './tiers-en-us.ts';

export const tiersKoKR: CatalogOf<TiersKey> = {
  'tiers.title': '회원 등급',
  'tiers.badge': '등급: {tier}',
  'tiers.mine': '내 등급',
  'tiers.toNext_other': '{tier}까지 {amount}포인트',
  'tiers.top': '최고 등급에 도달했습니다',
  'tiers.progress': '{tier}까지의 진행도',
  'tiers.qualifying_other': '최근 365일 동안 등급 포인트 {amount}',
  'tiers.review': '{tier} 등급은 {date}에 재심사됩니다',
  'tiers.seeAll': '등급과 혜택',
  'tiers.current': '내 등급',
  'tiers.threshold_other': '등급 포인트 {amount} 이상',
  'tiers.start': '모든 회원이 시작하는 등급',
  'tiers.multiplier': '모든 적립 시 포인트 ×{value}',
  'tiers.multiplierBase': '모든 적립 시 기본 포인트',
  'tiers.earlyAccess_other': '플래시 세일 {count}시간 먼저 오픈',
  'tiers.birthday_other': '생일에 보너스 {amount}포인트',
  'tiers.guestTitle': '로그인하고 내 등급을 확인하세요',
  'tiers.guestText': '회원은 자신의 진행도와 등급 재심사 날짜를 볼 수 있습니다.',
  'tiers.signIn': '로그인',
  'tiers.howTitle': '등급 안내',
  'tiers.howText':
    '등급 포인트는 최근 365일 동안 정품 스캔, 리뷰 작성, 매장 공유, 프로필 완성으로 적립한 포인트입니다. 기준에 도달하는 즉시 등급이 올라갑니다. 등급은 달성 1년 후 재심사되며, 한 번에 최대 한 단계만 내려갑니다.',
  'tiers.loadFailed': '등급을 불러오지 못했습니다',
  'tiers.minTier': '{tier} 이상',
  'tiers.minTierBlocked': '{tier} 이상 회원 전용 경품입니다',
  'tiers.opensForYou': '얼리 액세스: 런던 시간 {date}에 오픈',
  'tiers.openForYou': '얼리 액세스: 지금 바로 참여할 수 있습니다',
  'tiers.flowMultiplied': '{base} × {multiplier}',
};
