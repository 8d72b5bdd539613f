import type { AnyConsoleKey } from '../i18n/console-catalogs.ts';

/** What a points-flow reference points at: `code:5` -> a QR code, `store:3` -> a store... */
const KINDS: Record<string, AnyConsoleKey> = {
  code: 'members.ref.code',
  store: 'members.ref.store',
  review: 'members.ref.review',
  prize: 'members.ref.prize',
  lot: 'members.ref.lot',
  activity: 'members.ref.activity',
};

/**
 * A flow row's reference as an admin reads it ("QR code #5"). A grant's reference is the reason the
 * admin typed, and is shown as it is; so is anything this console does not know.
 */
export function flowRef(
  ref: string | null,
  t: (key: AnyConsoleKey, params?: Record<string, string>) => string,
): string {
  if (!ref) return '';
  if (ref === 'welcome') return t('members.ref.welcome');
  const m = /^([a-z]+):(\d+)/.exec(ref);
  const key = m ? KINDS[m[1] ?? ''] : undefined;
  return key && m ? t(key, { id: m[2] ?? '' }) : ref;
}
