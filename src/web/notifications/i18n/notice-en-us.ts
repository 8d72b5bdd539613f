/** Texts of the notifications feature (merged into the interface catalog). English is the reference. */
export const noticeEnUS = {
  'notice.title': 'Notifications',
  'notice.bell': 'Notifications',
  'notice.bellUnread': '{count} unread',
  'notice.tabs': 'Kind of notifications',
  'notice.activity': 'Activity',
  'notice.system': 'System',
  'notice.markAll': 'Mark all as read',
  'notice.unread': 'Unread',
  'notice.someone': 'A member',
  'notice.like': '{name} liked your post',
  'notice.likeMany': '{name} and {count} others liked your post',
  'notice.commentLike': '{name} liked your comment',
  'notice.commentLikeMany': '{name} and {count} others liked your comment',
  'notice.comment': '{name} commented on your post',
  'notice.reply': '{name} replied to your comment',
  'notice.follow': '{name} started following you',
  'notice.award': 'You won {prize}!',
  'notice.reelReady': 'Your reel is live',
  'notice.reelFailed': "Your reel's video could not be processed: it was kept as a draft",
  'notice.empty': 'No notifications yet',
  'notice.emptyText': 'Likes, comments, replies and new followers will show up here.',
  'notice.systemEmpty': 'No announcements yet',
  'notice.systemEmptyText': 'News from the brand will show up here.',
} as const;

export type NoticeKey = keyof typeof noticeEnUS;
