import type { NoticeKey } from './notice-en-us.ts';

export const noticeRuRU: Record<NoticeKey, string> = {
  'notice.title': 'Уведомления',
  'notice.bell': 'Уведомления',
  'notice.bellUnread': 'непрочитанных: {count}',
  'notice.tabs': 'Вид уведомлений',
  'notice.activity': 'Активность',
  'notice.system': 'Системные',
  'notice.markAll': 'Прочитать все',
  'notice.unread': 'Не прочитано',
  'notice.someone': 'Участник',
  'notice.like': '{name} оценил(а) вашу публикацию',
  'notice.likeMany': '{name} и ещё {count} оценили вашу публикацию',
  'notice.commentLike': '{name} оценил(а) ваш комментарий',
  'notice.commentLikeMany': '{name} и ещё {count} оценили ваш комментарий',
  'notice.comment': '{name} прокомментировал(а) вашу публикацию',
  'notice.reply': '{name} ответил(а) на ваш комментарий',
  'notice.follow': '{name} подписался(-ась) на вас',
  'notice.empty': 'Уведомлений пока нет',
  'notice.emptyText': 'Здесь появятся отметки «нравится», комментарии, ответы и новые подписчики.',
  'notice.systemEmpty': 'Объявлений пока нет',
  'notice.systemEmptyText': 'Здесь появятся новости бренда.',
};
