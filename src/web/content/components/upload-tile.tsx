import { CloseOutline, RedoOutline } from 'antd-mobile-icons';
import { useT } from '../../i18n/i18n.ts';
import type { ImageDraft } from './editor-blocks.ts';

/** One picture of a form: its preview, its upload progress, and cancel / retry / remove. */
export function UploadTile({
  block,
  onRemove,
  onRetry,
}: {
  block: ImageDraft;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const t = useT();
  const src = block.preview ?? block.url ?? '';
  const pct = Math.round(block.progress * 100);
  return (
    <div className={`vc-upload-tile is-${block.state}`} data-testid="upload-tile">
      {src ? <img src={src} alt="" loading="lazy" /> : null}
      {block.state === 'uploading' ? (
        <div className="vc-upload-tile__veil">
          <div
            className="vc-upload-tile__bar"
            role="progressbar"
            aria-label={t('editor.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
          >
            <span style={{ width: `${pct}%` }} />
          </div>
          <span className="vc-upload-tile__pct">{pct}%</span>
        </div>
      ) : null}
      {block.state === 'failed' ? (
        <div className="vc-upload-tile__veil vc-upload-tile__veil--failed">
          <span className="vc-upload-tile__error" role="alert">
            {block.error ?? t('editor.uploadFailed')}
          </span>
          <button type="button" className="vc-button vc-button--soft" onClick={onRetry}>
            <RedoOutline aria-hidden /> {t('editor.retry')}
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="vc-upload-tile__remove"
        onClick={onRemove}
        aria-label={block.state === 'uploading' ? t('editor.cancelUpload') : t('editor.removePicture')}
      >
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
