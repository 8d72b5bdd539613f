import { useEffect, useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { create } from 'zustand';
import { request } from '../../api/client.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useCompliance } from '../../compliance/compliance-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/** Set by a sign-in that cancelled a scheduled deletion; the shell says so once. */
export const useDeletionCancelled = create<{ shown: boolean; set: (shown: boolean) => void }>()((set) => ({
  shown: false,
  set: (shown) => set({ shown }),
}));

const LINKS = { terms: '/agreement/user', privacy: '/agreement/privacy' } as const;

/**
 * What the shell shows about the account's privacy state: a banner while a deletion is scheduled,
 * "welcome back" after a sign-in cancelled one, and new policy versions to accept (issue 17).
 */
export function PrivacyNotices() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const info = useUserStore((s) => s.userInfo);
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const cancelled = useDeletionCancelled();
  const [busy, setBusy] = useState(false);
  const cookieChoice = useCompliance((c) => c.cookieChoice);
  // The cookie choice is made on the device (often before signing in): the account's consent
  // record gets it once per session and choice (the server ignores an unchanged one).
  useEffect(() => {
    if (!token || !cookieChoice) return;
    const key = `vc-cookies-recorded:${cookieChoice}`;
    if (sessionStorage.getItem(key) === token.slice(-12)) return;
    sessionStorage.setItem(key, token.slice(-12));
    // No answer is read: no schema (this shell part is on every first load, without the schema library).
    request('POST', '/hibackend/user/privacy/consents', { cookies: cookieChoice }).catch(() =>
      sessionStorage.removeItem(key),
    );
  }, [token, cookieChoice]);
  if (!token) return null;
  const pending = info.deletionScheduledAt ?? null;
  const due = info.consentsDue ?? [];

  const accept = async () => {
    setBusy(true);
    try {
      await request('POST', '/hibackend/user/privacy/consents', { accept: due });
      // The schema (and zod) load only when a member accepts: this shell part is on every first load.
      const { UserInfoSchema } = await import('../../../shared/schemas/auth.ts');
      setUserInfo(await request('GET', '/getInfoByh5', undefined, { schema: UserInfoSchema }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {pending ? (
        <div className="vc-notice vc-deletion-banner" role="status" data-testid="deletion-banner">
          {t('privacy.pending', {
            date: new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'long' }).format(
              new Date(pending),
            ),
          })}{' '}
          <Link to="/setting/privacy">{t('privacy.cancelDeletion')}</Link>
        </div>
      ) : null}
      <ModalDialog
        open={cancelled.shown}
        title={t('privacy.deletionCancelledTitle')}
        onClose={() => cancelled.set(false)}
        testId="deletion-cancelled"
      >
        <p className="vc-dialog-text">{t('privacy.deletionCancelledText')}</p>
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--primary" onClick={() => cancelled.set(false)}>
            {t('privacy.ok')}
          </button>
        </div>
      </ModalDialog>
      <ModalDialog
        open={due.length > 0 && !cancelled.shown}
        title={t('privacy.reacceptTitle')}
        onClose={() => undefined}
        testId="reaccept"
      >
        <p className="vc-dialog-text">{t('privacy.reacceptText')}</p>
        <ul>
          {due.map((kind) => (
            <li key={kind}>
              <Link to={LINKS[kind]}>{t(`privacy.policy.${kind}`)}</Link>
            </li>
          ))}
        </ul>
        <div className="vc-dialog__actions">
          <button
            type="button"
            className="vc-button vc-button--primary"
            disabled={busy}
            onClick={() => void accept()}
          >
            {t('privacy.accept')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
