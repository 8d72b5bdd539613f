import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ConfirmDialog } from '../../people/components/confirm-dialog.tsx';
import { thirdInfoQuery, unlinkAccount } from '../api/profile-api.ts';
import '../account.css';

/** `/setting/thirdInfo`: the accounts I sign in with (email, Facebook), and unlinking Facebook. */
export default function ThirdInfoPage() {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const info = useQuery(thirdInfoQuery(token));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  if (info.isError) return <p className="vc-notice">{t('account.loadFailed')}</p>;
  if (!info.data)
    return <div className="vc-loading" role="status" aria-label={t('account.thirdInfoTitle')} />;
  const { email, canUnlink } = info.data;
  const facebook = info.data.accounts.find((a) => a.provider === 'facebook');
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });

  const unlink = async () => {
    setBusy(true);
    try {
      const next = await unlinkAccount('facebook');
      qc.setQueryData(thirdInfoQuery(token).queryKey, next);
      setAsking(false);
      void toast(msg('support.unlinked'), 'success');
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vc-stack">
      <p className="vc-muted">{t('account.thirdIntro')}</p>
      <section className="vc-card vc-third">
        <span className="vc-third__logo vc-third__logo--email" aria-hidden>
          <MailOutline />
        </span>
        <span className="vc-third__text">
          <strong>{t('account.emailSignIn')}</strong>
          <span className="vc-muted">{email}</span>
        </span>
      </section>
      <section
        className="vc-card vc-third"
        data-testid="third-facebook"
        data-linked={facebook?.linked ? 'yes' : 'no'}
      >
        <span className="vc-third__logo" aria-hidden>
          f
        </span>
        <span className="vc-third__text">
          <strong>{t('account.facebook')}</strong>
          <span className="vc-muted">
            {facebook?.linked && facebook.linkedAt
              ? t('account.linkedOn', { date: day.format(new Date(facebook.linkedAt)) })
              : t('account.notLinked')}
          </span>
        </span>
        {facebook?.linked ? (
          <>
            <button
              type="button"
              className="vc-button vc-button--ghost"
              disabled={!canUnlink}
              onClick={() => setAsking(true)}
              data-testid="third-unlink"
            >
              {t('account.unlink')}
            </button>
            {canUnlink ? null : <p className="vc-muted">{t('account.unlinkKeep')}</p>}
          </>
        ) : null}
      </section>
      <ConfirmDialog
        open={asking}
        title={t('account.unlinkTitle')}
        text={t('account.unlinkText', { email })}
        confirmLabel={t('account.unlink')}
        danger
        busy={busy}
        onConfirm={() => void unlink()}
        onClose={() => setAsking(false)}
        testId="unlink-dialog"
      />
    </div>
  );
}
