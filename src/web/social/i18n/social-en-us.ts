/** Texts of the social feature (merged into the interface catalog). English is the reference. */
export const socialEnUS = {
  'social.title': 'Comments',
} as const;

export type SocialKey = keyof typeof socialEnUS;
