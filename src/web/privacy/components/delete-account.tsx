import { useQueryClient } from '@tanstack/react-query';
import { DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { userInfoQuery } from '../../profile/api/profile-api.ts';
import { cancelDeletion, scheduleDeletion, sendDeletionCode } from '../api/privacy-api.ts';

/** "Delete my account": a code mailed to the account's address, keep or delete posts, 14 days. */
export function DeleteAccount() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const email = useUserStore((s) => s.email);
  const info = useUserStore((s) => s.userInfo);
  const setUserInfo = useUserStore((s) => s.setUserInfo);
  const token = useUserStore((s) => s.token);
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [keepContent, setKeepContent] = useState(true);
  const [busy, setBusy] = useState(false);
  const pending = info.deletionScheduledAt ?? null;
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'long' });

  const refresh = async () => {
    setUserInfo(await qc.fetchQuery({ ...userInfoQuery(token), staleTime: 0 }));
  };
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      await sendDeletionCode(email);
      setSent(true);
    });
  const confirm = () =>
    run(async () => {
      await scheduleDeletion(code, keepContent);
      await refresh();
      setOpen(false);
      void toast(msg('privacy.deletionScheduled'), 'success');
    });
  const cancel = () =>
    run(async () => {
      await cancelDeletion();
      await refresh();
      void toast(msg('privacy.deletionCancelled'), 'success');
    });

  return (
    <section className="vc-card vc-privacy__section" data-testid="privacy-delete">
      <h2 className="vc-section-title vc-privacy__title">
        <DeleteOutline aria-hidden /> {t('privacy.deleteTitle')}
      </h2>
      <p className="vc-muted">{t('privacy.deleteIntro')}</p>
      {pending ? (
        <div className="vc-privacy__pending" role="status" data-testid="deletion-pending">
          <span>{t('privacy.pending', { date: day.format(new Date(pending)) })}</span>
          <button
            type="button"
            className="vc-button vc-button--primary"
            disabled={busy}
            onClick={() => void cancel()}
          >
            {t('privacy.cancelDeletion')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="vc-button vc-button--danger"
          data-testid="delete-start"
          onClick={() => setOpen(true)}
        >
          {t('privacy.deleteStart')}
        </button>
      )}
      <ModalDialog
        open={open}
        title={t('privacy.deleteTitle')}
        onClose={() => setOpen(false)}
        testId="delete-dialog"
      >
        <p className="vc-dialog-text">{t('privacy.deleteIntro')}</p>
        {sent ? <p className="vc-dialog-text">{t('privacy.deleteCodeHint', { email })}</p> : null}
        <div className="vc-privacy__code">
          <label className="vc-field">
            <span>{t('privacy.code')}</span>
            <input
              className="vc-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              data-testid="delete-code"
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button
            type="button"
            className="vc-button vc-button--ghost"
            disabled={busy}
            data-testid="delete-send"
            onClick={() => void send()}
          >
            {t('privacy.sendCode')}
          </button>
        </div>
        <label className="vc-check">
          <input type="checkbox" checked={keepContent} onChange={(e) => setKeepContent(e.target.checked)} />
          <span>{t('privacy.keepContent')}</span>
        </label>
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--danger"
            disabled={busy || code.length !== 6}
            data-testid="delete-confirm"
            onClick={() => void confirm()}
          >
            {t('privacy.deleteConfirm')}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
