import { useId, useRef, useState } from 'react';
import { PictureOutline } from 'antd-mobile-icons';
import { useT } from '../../i18n/i18n.ts';
import { decodeQr } from '../decoder.ts';

/**
 * Picks a photo of the code and decodes it: the way in without a camera (desktops, refused
 * permission) and always there on phones. `prominent` makes it the page's main action.
 */
export function PhotoPicker({
  onDecoded,
  prominent,
}: {
  onDecoded: (text: string) => void;
  prominent: boolean;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'reading' | 'noCode' | 'failed'>('idle');

  async function read(file: File) {
    setState('reading');
    try {
      const text = await decodeQr(file);
      if (text === null) setState('noCode');
      else {
        setState('idle');
        onDecoded(text);
      }
    } catch {
      setState('failed');
    } finally {
      if (input.current) input.current.value = ''; // picking the same photo again fires change again
    }
  }

  return (
    <section className={`vc-card vc-scan-photo${prominent ? ' is-prominent' : ''}`} data-testid="scan-photo">
      <p className="vc-scan-text" id={`${id}-hint`}>
        {t('scan.photoHint')}
      </p>
      <label
        className={`vc-button ${prominent ? 'vc-button--primary' : 'vc-button--soft'} vc-scan-photo__button`}
      >
        <PictureOutline aria-hidden />
        <span>{state === 'reading' ? t('scan.photoReading') : t('scan.photo')}</span>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="vc-visually-hidden"
          aria-describedby={`${id}-hint`}
          disabled={state === 'reading'}
          data-testid="scan-photo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </label>
      {state === 'noCode' || state === 'failed' ? (
        <p className="vc-scan-error" role="alert" data-testid="scan-photo-error">
          {state === 'noCode' ? t('scan.photoNoCode') : t('scan.decoderFailed')}
        </p>
      ) : null}
    </section>
  );
}
