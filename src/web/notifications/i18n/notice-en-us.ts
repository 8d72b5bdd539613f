/** Texts of the notifications feature (merged into the interface catalog). English is the reference. */
export const noticeEnUS = {
  'notice.title': 'Notifications',
} as const;

export type NoticeKey = keyof typeof noticeEnUS;
