/** Privacy texts the shell shows (deletion banner, policy re-acceptance) and setting menu entries. */
export const privacyShellEnUS = {
  'privacy.sessionsTitle': 'Devices and sessions',
  'privacy.title': 'Privacy and your data',
  'privacy.policy.terms': 'User agreement',
  'privacy.policy.privacy': 'Privacy policy',
  'privacy.pending': 'Your account will be deleted on {date}.',
  'privacy.cancelDeletion': 'Keep my account',
  'privacy.deletionCancelledTitle': 'Welcome back',
  'privacy.deletionCancelledText': 'You signed in, so your account will not be deleted.',
  'privacy.reacceptTitle': 'Our policies have changed',
  'privacy.reacceptText': 'Please read and accept the new version to go on.',
  'privacy.accept': 'Accept',
  'privacy.read': 'Read',
  'privacy.ok': 'OK',
} as const;
