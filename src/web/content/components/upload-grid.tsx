import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { IMAGES_MAX } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { imageBlocks, imageSlotsLeft, moveBlock, type DraftBlock } from './editor-blocks.ts';
import type { UpdateBlocks } from './upload-queue.ts';
import { MoveButton } from './editor-move-button.tsx';
import { UploadPicker } from './upload-picker.tsx';
import { UploadTile } from './upload-tile.tsx';

/** A story's pictures as a grid: add (with progress), reorder, cancel, retry or remove each. */
export function UploadGrid({
  blocks,
  update,
  uploads,
  error,
}: {
  blocks: DraftBlock[];
  update: UpdateBlocks;
  uploads: {
    add: (files: readonly File[]) => void;
    remove: (key: string) => void;
    retry: (key: string) => void;
  };
  error?: string | undefined;
}) {
  const t = useT();
  const images = imageBlocks(blocks);
  return (
    <div className="vc-field" role="group" aria-label={t('editor.pictures')}>
      <span className="vc-field__label vc-editor__label-row">
        {t('editor.pictures')}
        <span className="vc-editor__count">
          {images.length} / {IMAGES_MAX}
        </span>
      </span>
      <ul className="vc-upload-grid">
        {images.map((b, i) => (
          <li key={b.key}>
            <UploadTile
              block={b}
              onRemove={() => uploads.remove(b.key)}
              onRetry={() => uploads.retry(b.key)}
            />
            <div className="vc-upload-grid__move">
              <MoveButton
                step={-1}
                disabled={i === 0}
                onMove={() => update((bs) => moveBlock(bs, b.key, -1), true)}
              >
                <LeftOutline aria-hidden />
              </MoveButton>
              <span>{i + 1}</span>
              <MoveButton
                step={1}
                disabled={i === images.length - 1}
                onMove={() => update((bs) => moveBlock(bs, b.key, 1), true)}
              >
                <RightOutline aria-hidden />
              </MoveButton>
            </div>
          </li>
        ))}
      </ul>
      <UploadPicker left={imageSlotsLeft(blocks)} onFiles={(files) => uploads.add(files)} />
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
