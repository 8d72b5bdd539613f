import type { supportShellEnUS } from './support-shell-en-us.ts';
/** Support texts (merged into the interface catalog). English is the reference. */
export const supportEnUS = {
  'support.feedbackIntro': 'Ideas, problems, praise: the team reads every message.',
  'support.feedbackType': 'About',
  'support.feedbackContent': 'Your feedback',
  'support.feedbackContact': 'Contact (optional)',
  'support.feedbackContactHint': 'If you would like an answer: a phone number or email',
  'support.feedbackSend': 'Send feedback',
  'support.chars': '{count} / {max}',
  'support.meService': 'Help and service',
  'support.meAfterSale': 'After-sale',
  'support.meReports': 'My reports',
  'support.meShares': 'My shares',
  'support.settingFeedback': 'Feedback',
};

export type SupportKey = keyof typeof supportEnUS | keyof typeof supportShellEnUS;
