import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { isAbort, uploadImage, type UploadHandle } from '../../content/api/upload-api.ts';
import { useT } from '../../i18n/i18n.ts';

/** Step 1: the one required photo, uploaded at once with its progress shown. */
export function PhotoStep(props: {
  photoUrl: string;
  onPhoto: (url: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const { photoUrl, onPhoto, error } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const handle = useRef<UploadHandle | null>(null);
  useEffect(() => () => handle.current?.cancel(), []);

  const pick = async (file: File) => {
    handle.current?.cancel();
    setFailure('');
    setProgress(0);
    const h = uploadImage(file, setProgress);
    handle.current = h;
    try {
      const uploaded = await h.promise;
      onPhoto(uploaded.url);
    } catch (err) {
      if (!isAbort(err)) setFailure(errorMessage(err, t('error.request')));
    } finally {
      if (handle.current === h) {
        handle.current = null;
        setProgress(null);
      }
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  const problem = failure || error;
  return (
    <div className="vc-store-photo-step" data-testid="store-photo-step">
      {photoUrl ? (
        <img className="vc-store-photo-step__img" src={photoUrl} alt={t('stores.photoAlt')} />
      ) : null}
      <div className="vc-store-photo-step__actions">
        <input
          id={id}
          className="vc-visually-hidden"
          type="file"
          accept="image/*"
          name="photo"
          aria-describedby={`${id}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={percent !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pick(file);
          }}
        />
        <label
          htmlFor={id}
          className="vc-button vc-button--soft"
          aria-disabled={percent !== null || undefined}
        >
          {photoUrl ? t('stores.replacePhoto') : t('stores.choosePhoto')}
        </label>
        {photoUrl && percent === null ? (
          <button type="button" className="vc-button vc-button--ghost" onClick={() => onPhoto('')}>
            {t('stores.removePhoto')}
          </button>
        ) : null}
      </div>
      {percent !== null ? (
        <div className="vc-store-progress">
          <progress max={100} value={percent} aria-label={t('stores.stepPhoto')} />
          <span role="status">{t('stores.uploading', { percent })}</span>
        </div>
      ) : null}
      {problem ? (
        <span className="vc-field__error" role="alert">
          {problem}
        </span>
      ) : (
        <span id={`${id}-hint`} className="vc-field__hint">
          {t('stores.photoHint')}
        </span>
      )}
    </div>
  );
}
