import type { CatalogOf } from '../../../../shared/i18n.ts';
import type { TiersConsoleKey } from './tiers-console-en-us.ts';

export const tiersConsoleKoKR: CatalogOf<TiersConsoleKey> = {
  'nav.tiers': '회원 등급',
  'tiers.list': '회원 등급',
  'tiers.hint':
    '낮은 등급부터 입력합니다. 첫 등급은 등급 포인트 0에서 시작하며, 각 기준은 이전 등급보다 높아야 합니다. 새로 도달 가능한 등급은 다음 등급 포인트 적립이나 연간 재심사 때 적용됩니다.',
  'tiers.tier': '{n}번째 등급',
  'tiers.code': '코드',
  'tiers.nameIn': '이름 ({lang})',
  'tiers.threshold': '기준 (등급 포인트)',
  'tiers.multiplier': '적립 배수',
  'tiers.earlyAccessHours': '플래시 세일 얼리 액세스 (시간)',
  'tiers.birthdayBonus': '생일 보너스 (포인트)',
  'tiers.members_other': '회원 {count}명 보유',
  'tiers.new': '새 등급',
  'tiers.addBelow': '아래에 등급 추가',
  'tiers.remove': '{code} 삭제',
  'tiers.inUse': '이 등급을 가진 회원이 있어 삭제할 수 없습니다',
  'tiers.save': '등급 저장',
  'tiers.confirm':
    '새 등급은 지금부터 모든 회원에게 적용됩니다. 즉시 이동하는 회원은 없으며, 다음 등급 포인트 적립 때 등급이 올라갑니다.',
  'tiers.saved': '등급을 저장했습니다',
  'tiers.memberTier': '등급',
  'tiers.qualifying': '등급 포인트 (365일)',
  'tiers.reviewAt': '재심사일',
  'tiers.history': '등급 이력',
  'tiers.from': '이전',
  'tiers.to': '이후',
  'tiers.reason': '사유',
  'tiers.reasonUp': '등급 포인트 적립',
  'tiers.reasonReview': '연간 재심사',
  'tiers.at': '일시',
  'tiers.noHistory': '등급 변경 이력이 없습니다',
  'tiers.qualifyingRule': '등급에 반영',
  'tiers.minTier': '최소 등급',
  'tiers.everyTier': '모든 회원',
};
