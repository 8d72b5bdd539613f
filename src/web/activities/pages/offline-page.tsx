import { useQuery } from '@tanstack/react-query';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from '../../app/routing.tsx';
import type { z } from 'zod';
import { formatLondon } from '../../../shared/activities/london.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { CheckedInSchema } from '../../../shared/schemas/activities.ts';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { activityQuery, useInvalidateActivities } from '../api/activities-api.ts';
import { offlineCheckIn } from '../api/reserve-api.ts';
import '../activities.css';

const FOUR_DIGITS = /^[0-9]{4}$/;

/** `/activity/offline/{id}`: check in at the store with its 4-digit code (spec §5, DESIGN §7). */
export default function OfflinePage() {
  const t = useT();
  const id = useParams().id ?? '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const detail = useQuery(activityQuery(id, token, lang));
  const fallback = useQueryFallback(detail);
  const invalidate = useInvalidateActivities();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<z.infer<typeof CheckedInSchema> | null>(null);

  if (detail.error instanceof ApiError && detail.error.code === 404) return <NotFoundPage />;
  if (fallback || !detail.data) return fallback;
  const a = detail.data;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) {
      openLoginDialog();
      return;
    }
    if (!FOUR_DIGITS.test(code)) {
      setError(t('activities.codeHint'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      setDone(await offlineCheckIn(a.id, code));
      await invalidate();
    } catch (err) {
      setError(errorMessage(err, t('error.request')));
    } finally {
      setBusy(false);
    }
  }

  // Checked in before (this visit or an earlier one): the success state, not the form again.
  if (done || (a.mine && a.mine.entries > 0)) {
    return (
      <section className="vc-card vc-empty vc-act-checked" role="status" data-testid="offline-done">
        <CheckCircleOutline className="vc-act-checked__icon" aria-hidden />
        <h1 className="vc-empty__title">{t('activities.checkedIn')}</h1>
        {done ? (
          <p className="vc-muted vc-act-text">
            {t('activities.checkedInAt', {
              n: done.entryNo,
              time: formatLondon(new Date(done.checkedInAt), locale),
            })}
          </p>
        ) : null}
        <Link className="vc-button vc-button--ghost" to={`/activity/${a.id}`}>
          {a.title}
        </Link>
      </section>
    );
  }

  return (
    <form className="vc-card vc-stack vc-act-offline" onSubmit={(e) => void submit(e)} noValidate>
      <h1 className="vc-act-title">{a.title}</h1>
      <p className="vc-muted vc-act-text">{t('activities.offlineLead')}</p>
      <div className="vc-field">
        <label className="vc-field__label" htmlFor={inputId}>
          {t('activities.codeLabel')}
        </label>
        <input
          id={inputId}
          className="vc-input vc-act-code"
          inputMode="numeric"
          pattern="[0-9]{4}"
          autoComplete="one-time-code"
          maxLength={4}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setCode(e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
          data-testid="offline-code"
        />
        <span id={`${inputId}-hint`} className="vc-field__hint">
          {t('activities.codeHint')}
        </span>
        {error ? (
          <span className="vc-field__error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        className="vc-button vc-button--primary vc-button--block"
        disabled={busy || a.state !== 'open' || code.length !== 4}
        aria-busy={busy || undefined}
        data-testid="offline-submit"
      >
        {busy ? t('activities.sending') : t('activities.checkIn')}
      </button>
      {a.state !== 'open' ? (
        <p className="vc-act-note">
          {a.state === 'scheduled' ? t('activities.notStarted') : t('activities.closed')}
        </p>
      ) : null}
    </form>
  );
}
