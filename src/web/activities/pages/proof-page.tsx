import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { PROOF_KEY, proofStatusQuery, uploadProof } from '../api/proof-api.ts';
import '../draws.css';

const MAX_BYTES = 10 * 1024 * 1024;

/** `/setting/proof`: why proof of age is needed, the photo of an ID to send, and where it stands. */
export default function ProofPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const queryClient = useQueryClient();
  const status = useQuery(proofStatusQuery(token, lang));
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  // The preview's object URL lives as long as it is shown.
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setError('');
    setSent(false);
    if (f && !f.type.startsWith('image/')) return setError(t('proof.notImage'));
    if (f && f.size > MAX_BYTES) return setError(t('proof.tooLarge'));
    setFile(f);
    setPreview(f ? URL.createObjectURL(f) : '');
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t('proof.pickFirst'));
    setError('');
    setProgress(0);
    const upload = uploadProof(file, setProgress);
    cancel.current = upload.cancel;
    try {
      await upload.promise;
      setSent(true);
      setFile(null);
      setPreview('');
      await queryClient.invalidateQueries({ queryKey: PROOF_KEY });
    } catch (err) {
      if (!(err instanceof DOMException)) setError(err instanceof ApiError ? err.message : t('proof.failed'));
    } finally {
      cancel.current = null;
      setProgress(null);
    }
  };

  const s = status.data;
  const when = s?.submittedAt
    ? new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(s.submittedAt),
      )
    : '';
  const canSend = s ? s.status === 'none' || s.status === 'rejected' : false;
  return (
    <div className="vc-draw vc-draw-narrow">
      <section className="vc-card">
        <p className="vc-draw-text">{t('proof.why')}</p>
      </section>
      <section className="vc-card vc-stack" aria-live="polite" data-testid="proof-status">
        <h2 className="vc-section-title">{t('proof.statusTitle')}</h2>
        {!s ? (
          <div className="vc-spinner" role="status" aria-label={t('draw.loading')} />
        ) : (
          <>
            <p className={`vc-draw-status vc-draw-status--${s.status}`}>{t(`proof.status.${s.status}`)}</p>
            <p className="vc-muted vc-draw-text">{t(`proof.statusText.${s.status}`)}</p>
            {s.status === 'rejected' && s.reason ? (
              <p className="vc-draw-text vc-draw-error">{t('proof.reason', { reason: s.reason })}</p>
            ) : null}
            {when ? <p className="vc-muted vc-draw-small">{t('proof.submittedAt', { when })}</p> : null}
          </>
        )}
        {sent ? <p className="vc-draw-text">{t('proof.sent')}</p> : null}
      </section>
      {canSend ? (
        <form className="vc-card vc-stack" onSubmit={(e) => void send(e)} noValidate>
          <h2 className="vc-section-title">{t('proof.uploadTitle')}</h2>
          <label className="vc-draw-file">
            <span>{t('proof.pick')}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={pick}
              disabled={progress !== null}
              aria-describedby="vc-proof-hint"
              data-testid="proof-file"
            />
          </label>
          <p id="vc-proof-hint" className="vc-muted vc-draw-small">
            {t('proof.pickHint')}
          </p>
          {preview ? <img src={preview} alt={t('proof.preview')} className="vc-draw-preview" /> : null}
          {progress !== null ? (
            <div className="vc-draw-progress">
              <progress max={1} value={progress} aria-label={t('proof.uploading')} />
              <span className="vc-muted">{Math.round(progress * 100)}%</span>
            </div>
          ) : null}
          {error ? (
            <p className="vc-draw-error vc-draw-text" role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className="vc-button vc-button--primary vc-button--block"
            disabled={progress !== null}
            data-testid="proof-send"
          >
            {progress !== null ? t('proof.uploading') : t('proof.send')}
          </button>
        </form>
      ) : null}
      <section className="vc-card">
        <h2 className="vc-section-title">{t('proof.privacyTitle')}</h2>
        <p className="vc-muted vc-draw-text">{t('proof.privacy')}</p>
      </section>
    </div>
  );
}
