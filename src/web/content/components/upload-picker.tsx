import { PictureOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';

/** The "Add pictures" control: a real file input (keyboard, screen readers, tests) styled as a button. */
export function UploadPicker({
  onFiles,
  left,
  className = '',
}: {
  onFiles: (files: File[]) => void;
  /** Pictures that still fit; at 0 the control is disabled. */
  left: number;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <span className={`vc-upload-picker ${className}`}>
      <input
        id={id}
        className="vc-visually-hidden"
        type="file"
        multiple
        accept="image/*"
        disabled={left <= 0}
        aria-label={t('editor.addPictures')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className="vc-button vc-button--soft" aria-disabled={left <= 0 || undefined}>
        <PictureOutline aria-hidden /> {t('editor.addPictures')}
        <span className="vc-upload-picker__left">{t('editor.picturesLeft', { n: left })}</span>
      </label>
    </span>
  );
}
