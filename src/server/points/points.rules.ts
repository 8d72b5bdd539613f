import type { Localised } from '../db/schema.ts';

export interface RuleDefinition {
  code: string;
  points: number;
  period: 'once' | 'daily';
  target: number;
  /** Its awards count towards the member's tier (issue 39; the brand can change it). */
  qualifying: boolean;
  title: Localised;
  description: Localised;
}

/** The rules of spec §9, with their starting amounts; the brand changes amounts in the console. */
export const DEFAULT_RULES: RuleDefinition[] = [
  {
    code: 'SCAN',
    qualifying: true,
    points: 10,
    period: 'daily',
    target: 3,
    title: {
      en_US: 'Scan a genuine product',
      ru_RU: 'Отсканируйте оригинальный товар',
      ko_KR: '정품 스캔',
      zh_CN: '扫描正品',
    },
    description: {
      en_US: 'Scan the QR code on a pack to check it is genuine: up to 3 times a day.',
      ru_RU: 'Отсканируйте QR-код на упаковке, чтобы проверить подлинность: до 3 раз в день.',
      ko_KR: '포장의 QR 코드를 스캔해 정품인지 확인하세요. 하루 최대 3회.',
      zh_CN: '扫描包装上的二维码验证真伪：每天最多 3 次。',
    },
  },
  {
    code: 'SHARE_STORE',
    qualifying: true,
    points: 20,
    period: 'daily',
    target: 1,
    title: { en_US: 'Share a store', ru_RU: 'Поделитесь магазином', ko_KR: '매장 공유', zh_CN: '分享门店' },
    description: {
      en_US: 'Tell other members where you buy: one store a day earns points.',
      ru_RU: 'Расскажите, где вы покупаете: один магазин в день приносит баллы.',
      ko_KR: '어디서 구매하는지 알려 주세요. 하루 한 매장에 포인트가 적립됩니다.',
      zh_CN: '告诉其他会员您在哪里购买：每天分享一家门店可获得积分。',
    },
  },
  {
    code: 'REVIEW_COMPLETE',
    qualifying: true,
    points: 100,
    period: 'daily',
    target: 1,
    title: {
      en_US: 'Complete a review',
      ru_RU: 'Напишите полный отзыв',
      ko_KR: '리뷰 완성',
      zh_CN: '完成评价',
    },
    description: {
      en_US: 'Rate a flavour and write a full review: extra points once a day.',
      ru_RU: 'Оцените вкус и напишите полный отзыв: дополнительные баллы раз в день.',
      ko_KR: '맛을 평가하고 전체 리뷰를 작성하세요. 하루 한 번 추가 포인트.',
      zh_CN: '为口味打分并写完整评价：每天一次额外积分。',
    },
  },
  {
    code: 'GIFT',
    qualifying: false,
    points: 100,
    period: 'once',
    target: 1,
    title: { en_US: 'Welcome gift', ru_RU: 'Приветственный подарок', ko_KR: '웰컴 선물', zh_CN: '欢迎礼' },
    description: {
      en_US: 'A gift from the brand, given once.',
      ru_RU: 'Подарок от бренда, один раз.',
      ko_KR: '브랜드가 한 번 드리는 선물입니다.',
      zh_CN: '品牌赠送的礼物，仅一次。',
    },
  },
  {
    code: 'PROFILE_COMPLETE',
    qualifying: true,
    points: 50,
    period: 'once',
    target: 1,
    title: {
      en_US: 'Complete your profile',
      ru_RU: 'Заполните профиль',
      ko_KR: '프로필 완성',
      zh_CN: '完善个人资料',
    },
    description: {
      en_US: 'Add your first and last name, gender, occupation and phone.',
      ru_RU: 'Укажите имя и фамилию, пол, род занятий и телефон.',
      ko_KR: '이름과 성, 성별, 직업, 전화번호를 입력하세요.',
      zh_CN: '填写您的名字、姓氏、性别、职业和电话。',
    },
  },
];

/** Titles of flow rows that are not earning rules. */
export const SPEND_TITLES: Record<string, Localised> = {
  REDEEM: { en_US: 'Prize redeemed', ru_RU: 'Обмен на приз', ko_KR: '경품 교환', zh_CN: '兑换奖品' },
  EXPIRE: { en_US: 'Points expired', ru_RU: 'Баллы сгорели', ko_KR: '포인트 소멸', zh_CN: '积分过期' },
  ACTIVITY: { en_US: 'Activity entry', ru_RU: 'Участие в акции', ko_KR: '이벤트 참여', zh_CN: '参加活动' },
  BIRTHDAY: {
    en_US: 'Birthday bonus',
    ru_RU: 'Бонус на день рождения',
    ko_KR: '생일 보너스',
    zh_CN: '生日奖励',
  },
  CONSOLE: {
    en_US: 'Adjusted by the brand',
    ru_RU: 'Корректировка от бренда',
    ko_KR: '브랜드 조정',
    zh_CN: '品牌调整',
  },
};
