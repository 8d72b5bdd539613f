import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { UserSession } from '../../../shared/schemas/privacy.ts';
import { errorMessage } from '../../api/api-error.ts';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ConfirmDialog } from '../../people/components/confirm-dialog.tsx';
import { endOtherSessions, endSession, sessionsQuery } from '../api/privacy-api.ts';
import { DeviceIcon } from '../components/device-icon.tsx';
import '../i18n/privacy-i18n.ts';
import '../privacy.css';

/** `/setting/sessions`: where the account is signed in; end one session, or all the others. */
export default function SessionsPage() {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const sessions = useQuery(sessionsQuery(token));
  const [ending, setEnding] = useState<UserSession | 'others' | null>(null);
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
  const places = new Intl.DisplayNames([LANGUAGE_TAGS[lang]], { type: 'region' });

  if (sessions.isError) return <p className="vc-notice">{t('account.loadFailed')}</p>;
  if (!sessions.data)
    return <div className="vc-loading" role="status" aria-label={t('privacy.sessionsTitle')} />;
  const list = sessions.data.list;
  const deviceOf = (s: UserSession) =>
    [s.browser ?? t('privacy.unknownDevice'), s.os, s.device].filter(Boolean).join(' · ');

  const confirm = async () => {
    if (!ending) return;
    setBusy(true);
    try {
      if (ending === 'others') {
        await endOtherSessions();
        void toast(msg('privacy.sessionsEnded'), 'success');
      } else {
        await endSession(ending.id);
        void toast(msg('privacy.sessionEnded'), 'success');
      }
      setEnding(null);
      await qc.invalidateQueries({ queryKey: ['privacy', 'sessions'] });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vc-stack">
      <p className="vc-muted">{t('privacy.sessionsIntro')}</p>
      <ul className="vc-sessions" data-testid="sessions">
        {list.map((s) => (
          <li
            key={s.id}
            className="vc-card vc-session"
            data-testid="session"
            data-current={s.current ? 'yes' : 'no'}
          >
            <span className="vc-session__icon">
              <DeviceIcon type={s.deviceType} />
            </span>
            <span className="vc-session__text">
              <strong>{deviceOf(s)}</strong>
              {s.current ? <span className="vc-session__badge">{t('privacy.thisDevice')}</span> : null}
              <span className="vc-muted">
                <GlobalOutline aria-hidden /> {s.country ? places.of(s.country) : t('privacy.unknownPlace')}
              </span>
              <span className="vc-muted">
                {t('privacy.signedIn', { date: when.format(new Date(s.createdAt)) })}
              </span>
              <span className="vc-muted">
                {t('privacy.lastUsed', { date: when.format(new Date(s.lastUsedAt)) })}
              </span>
            </span>
            {s.current ? null : (
              <button
                type="button"
                className="vc-button vc-button--ghost"
                data-testid="session-end"
                onClick={() => setEnding(s)}
              >
                {t('privacy.end')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <button
          type="button"
          className="vc-button vc-button--danger vc-button--block"
          data-testid="sessions-end-others"
          onClick={() => setEnding('others')}
        >
          {t('privacy.endOthers')}
        </button>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending === 'others' ? t('privacy.endOthers') : t('privacy.endTitle')}
        text={
          ending === 'others'
            ? t('privacy.endOthersText')
            : ending
              ? t('privacy.endText', { device: deviceOf(ending) })
              : ''
        }
        confirmLabel={t('privacy.end')}
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setEnding(null)}
        testId="session-end-dialog"
      />
    </div>
  );
}
