/** Texts of the social feature (merged into the interface catalog). English is the reference. */
export const socialEnUS = {
  'social.replyTitle': 'Replies',
  'social.myComments': 'My comments',
  'social.mySaved': 'Saved',
  'social.myLikes': 'Liked',
} as const;

export type SocialKey = keyof typeof socialEnUS;
