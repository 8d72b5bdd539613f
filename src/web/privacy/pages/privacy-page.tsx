import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckShieldOutline, FolderOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { ConsentChange, CookieChoice } from '../../../shared/schemas/privacy.ts';
import { errorMessage } from '../../api/api-error.ts';
import { Segment } from '../../app/segment.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useCompliance } from '../../compliance/compliance-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import {
  changeConsents,
  consentsQuery,
  downloadExport,
  latestExportQuery,
  startExport,
} from '../api/privacy-api.ts';
import { DeleteAccount } from '../components/delete-account.tsx';
import '../i18n/privacy-i18n.ts';
import '../privacy.css';

const CHOICES: CookieChoice[] = ['all', 'essential'];
/** "820 kB", "12.5 MB" in the reader's language. */
const sizeOf = (bytes: number, tag: string) =>
  bytes < 1_000_000
    ? new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1000),
      )
    : new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1_000_000,
      );
const POLICY_LINKS = { terms: '/agreement/user', privacy: '/agreement/privacy' } as const;

/** `/setting/privacy`: download my data, my consents, delete my account. */
export default function PrivacyPage() {
  const t = useT();
  const msg = useMsg();
  const qc = useQueryClient();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const latest = useQuery(latestExportQuery(token));
  const consents = useQuery(consentsQuery(token));
  const chooseCookies = useCompliance((s) => s.chooseCookies);
  const [busy, setBusy] = useState(false);
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });
  const exp = latest.data?.latest ?? null;

  const prepare = async () => {
    setBusy(true);
    try {
      await startExport();
      void toast(msg('privacy.exportStarted'), 'success');
      await qc.invalidateQueries({ queryKey: ['privacy', 'export'] });
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    if (!exp?.url) return;
    try {
      await downloadExport(exp.url, `vapour-club-data-${exp.createdAt.slice(0, 10)}.zip`);
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    }
  };
  const change = async (c: ConsentChange) => {
    try {
      const next = await changeConsents(c);
      qc.setQueryData(consentsQuery(token).queryKey, next);
      if (c.cookies) chooseCookies(c.cookies);
      void toast(msg('privacy.consentSaved'), 'success');
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    }
  };

  const running = exp?.status === 'queued' || exp?.status === 'running';
  const today = exp !== null && exp.createdAt.slice(0, 10) === new Date().toISOString().slice(0, 10);
  return (
    <div className="vc-stack vc-privacy">
      <section
        className="vc-card vc-privacy__section"
        data-testid="privacy-export"
        data-status={exp?.status ?? 'none'}
      >
        <h2 className="vc-section-title vc-privacy__title">
          <FolderOutline aria-hidden /> {t('privacy.exportTitle')}
        </h2>
        <p className="vc-muted">{t('privacy.exportIntro')}</p>
        {running ? (
          <p className="vc-privacy__progress" role="status">
            <span className="vc-spinner" aria-hidden />{' '}
            {t(exp.status === 'queued' ? 'privacy.exportQueued' : 'privacy.exportRunning')}
          </p>
        ) : null}
        {exp?.status === 'failed' ? <p className="vc-notice">{t('privacy.exportFailed')}</p> : null}
        {exp?.expired ? <p className="vc-muted">{t('privacy.exportExpiredNote')}</p> : null}
        {exp?.url && exp.expiresAt ? (
          <div className="vc-privacy__ready">
            <span>
              {t('privacy.exportReady', {
                size: sizeOf(exp.bytes ?? 0, LANGUAGE_TAGS[lang]),
                date: day.format(new Date(exp.expiresAt)),
              })}
            </span>
            <button
              type="button"
              className="vc-button vc-button--primary"
              data-testid="export-download"
              onClick={() => void download()}
            >
              {t('privacy.download')}
            </button>
          </div>
        ) : null}
        {!running && !(today && exp?.status === 'ready') ? (
          <button
            type="button"
            className="vc-button vc-button--ghost"
            data-testid="export-start"
            disabled={busy}
            onClick={() => void prepare()}
          >
            {t('privacy.exportStart')}
          </button>
        ) : null}
      </section>

      <section className="vc-card vc-privacy__section" data-testid="privacy-consents">
        <h2 className="vc-section-title vc-privacy__title">
          <CheckShieldOutline aria-hidden /> {t('privacy.consentsTitle')}
        </h2>
        {consents.data ? (
          <>
            <ul className="vc-privacy__policies">
              {consents.data.policies.map((p) => (
                <li key={p.kind} data-testid={`policy-${p.kind}`} data-due={p.due ? 'yes' : 'no'}>
                  <Link to={POLICY_LINKS[p.kind]}>{t(`privacy.policy.${p.kind}`)}</Link>
                  <span className="vc-muted">
                    {p.due
                      ? t('privacy.notAccepted', { version: p.currentVersion })
                      : t('privacy.acceptedOn', {
                          version: p.version ?? '',
                          date: p.acceptedAt ? day.format(new Date(p.acceptedAt)) : '',
                        })}
                  </span>
                  {p.due ? (
                    <button
                      type="button"
                      className="vc-button vc-button--primary"
                      onClick={() => void change({ accept: [p.kind] })}
                    >
                      {t('privacy.accept')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="vc-privacy__cookies">
              <span id="privacy-cookies">{t('privacy.cookies')}</span>
              <span className="vc-muted">{t('privacy.cookiesHint')}</span>
              <Segment
                label={t('privacy.cookies')}
                options={CHOICES}
                value={consents.data.cookies?.value ?? ('' as CookieChoice)}
                text={(c) => t(c === 'all' ? 'privacy.cookiesAll' : 'privacy.cookiesEssential')}
                onSelect={(c) => void change({ cookies: c })}
                testId="cookies"
              />
            </div>
            <label className="vc-check">
              <input
                type="checkbox"
                data-testid="marketing"
                checked={consents.data.marketing.value}
                onChange={(e) => void change({ marketing: e.target.checked })}
              />
              <span>{t('privacy.marketing')}</span>
            </label>
            <details className="vc-privacy__history">
              <summary>{t('privacy.history')}</summary>
              <ul>
                {consents.data.history.map((h, i) => (
                  <li key={i}>
                    <time dateTime={h.at}>{day.format(new Date(h.at))}</time> · {h.kind}: {h.value}
                  </li>
                ))}
              </ul>
            </details>
          </>
        ) : (
          <div className="vc-loading" role="status" aria-label={t('privacy.consentsTitle')} />
        )}
      </section>

      <DeleteAccount />
    </div>
  );
}
