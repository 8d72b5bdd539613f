/** The `/activity` tab's segments: the public lists, then the member's own (spec §4 content tabs). */
export const PUBLIC_TABS = ['open', 'upcoming', 'ended'] as const;
export const MY_TABS = ['reserved', 'expired', 'awards'] as const;
export type ActivityTab = (typeof PUBLIC_TABS)[number] | (typeof MY_TABS)[number];

/** The segments a visitor or a member sees. */
export const tabsFor = (signedIn: boolean): readonly ActivityTab[] =>
  signedIn ? [...PUBLIC_TABS, ...MY_TABS] : PUBLIC_TABS;

/** `?tab=` to a segment: unknown values and member tabs for a visitor fall back to "open". */
export function tabFromQuery(value: string | null, signedIn: boolean): ActivityTab {
  const tabs: readonly string[] = tabsFor(signedIn);
  return value !== null && tabs.includes(value) ? (value as ActivityTab) : 'open';
}

/** Which call lists a segment: the public list, my reservations in a state, or my awards. */
export type TabSource =
  | { kind: 'list'; tab: (typeof PUBLIC_TABS)[number] }
  | { kind: 'reserve'; state: 'reserved' | 'expired' }
  | { kind: 'awards' };

export function tabSource(tab: ActivityTab): TabSource {
  if (tab === 'awards') return { kind: 'awards' };
  if (tab === 'reserved' || tab === 'expired') return { kind: 'reserve', state: tab };
  return { kind: 'list', tab };
}
