import type { NoticeKey } from './notice-en-us.ts';

export const noticeKoKR: Record<NoticeKey, string> = {
  'notice.title': '알림',
  'notice.bell': '알림',
  'notice.bellUnread': '읽지 않음 {count}개',
  'notice.tabs': '알림 종류',
  'notice.activity': '활동',
  'notice.system': '시스템',
  'notice.markAll': '모두 읽음으로 표시',
  'notice.unread': '읽지 않음',
  'notice.someone': '회원',
  'notice.like': '{name}님이 회원님의 게시물을 좋아합니다',
  'notice.likeMany': '{name}님 외 {count}명이 회원님의 게시물을 좋아합니다',
  'notice.commentLike': '{name}님이 회원님의 댓글을 좋아합니다',
  'notice.commentLikeMany': '{name}님 외 {count}명이 회원님의 댓글을 좋아합니다',
  'notice.comment': '{name}님이 회원님의 게시물에 댓글을 남겼습니다',
  'notice.reply': '{name}님이 회원님의 댓글에 답글을 남겼습니다',
  'notice.follow': '{name}님이 회원님을 팔로우하기 시작했습니다',
  'notice.empty': '아직 알림이 없습니다',
  'notice.emptyText': '좋아요, 댓글, 답글, 새 팔로워가 여기에 표시됩니다.',
  'notice.systemEmpty': '아직 공지가 없습니다',
  'notice.systemEmptyText': '브랜드 소식이 여기에 표시됩니다.',
};
