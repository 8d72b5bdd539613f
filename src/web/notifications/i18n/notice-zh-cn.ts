import type { NoticeKey } from './notice-en-us.ts';

export const noticeZhCN: Record<NoticeKey, string> = {
  'notice.title': '通知',
  'notice.bell': '通知',
  'notice.bellUnread': '{count} 条未读',
  'notice.tabs': '通知类型',
  'notice.activity': '互动',
  'notice.system': '系统',
  'notice.markAll': '全部标为已读',
  'notice.unread': '未读',
  'notice.someone': '一位会员',
  'notice.like': '{name} 赞了你的帖子',
  'notice.likeMany': '{name} 和另外 {count} 人赞了你的帖子',
  'notice.commentLike': '{name} 赞了你的评论',
  'notice.commentLikeMany': '{name} 和另外 {count} 人赞了你的评论',
  'notice.comment': '{name} 评论了你的帖子',
  'notice.reply': '{name} 回复了你的评论',
  'notice.follow': '{name} 关注了你',
  'notice.empty': '暂无通知',
  'notice.emptyText': '点赞、评论、回复和新粉丝会显示在这里。',
  'notice.systemEmpty': '暂无公告',
  'notice.systemEmptyText': '品牌动态会显示在这里。',
};
