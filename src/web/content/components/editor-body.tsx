import { DeleteOutline, DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { BODY_CHARS_LIMIT } from '../../../shared/schemas/content.ts';
import { countChars } from '../../../shared/content/words.ts';
import { useT } from '../../i18n/i18n.ts';
import {
  imageSlotsLeft,
  insertBlocks,
  moveBlock,
  moveIndex,
  removeBlock,
  textBlock,
  updateBlock,
  type DraftBlock,
  type TextDraft,
} from './editor-blocks.ts';
import type { UpdateBlocks } from './upload-queue.ts';
import { UploadPicker } from './upload-picker.tsx';
import { MoveButton } from './editor-move-button.tsx';
import { UploadTile } from './upload-tile.tsx';

interface Uploads {
  add: (files: readonly File[], afterKey?: string) => void;
  remove: (key: string) => void;
  retry: (key: string) => void;
}

const bodyChars = (blocks: readonly DraftBlock[]) =>
  blocks.reduce((n, b) => n + (b.type === 'image' ? 0 : countChars(b.text)), 0);

/**
 * The body as a list of blocks: paragraphs (newlines kept), headings and pictures. Blocks move by
 * dragging their handle (pointer devices) or with the up and down buttons (touch, keyboard).
 */
export function EditorBody({
  blocks,
  update,
  uploads,
  error,
}: {
  blocks: DraftBlock[];
  update: UpdateBlocks;
  uploads: Uploads;
  error?: string | undefined;
}) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const chars = bodyChars(blocks);
  const over = chars >= BODY_CHARS_LIMIT;
  const lastKey = blocks.at(-1)?.key;

  return (
    <div className="vc-field" role="group" aria-label={t('editor.body')}>
      <span className="vc-field__label vc-editor__label-row">
        {t('editor.body')}
        <span className={`vc-editor__count${over ? ' is-over' : ''}`} data-testid="body-count">
          {t('editor.bodyCount', { n: chars.toLocaleString(), max: BODY_CHARS_LIMIT.toLocaleString() })}
        </span>
      </span>
      <ol className="vc-editor-blocks">
        {blocks.map((b, i) => (
          <li
            key={b.key}
            className={`vc-editor-block vc-editor-block--${b.type}${dragged === i ? ' is-dragged' : ''}`}
            onDragOver={(e) => {
              if (dragged === null) return;
              e.preventDefault();
              if (dragged !== i) {
                update((bs) => moveIndex(bs, dragged, i), true);
                setDragged(i);
              }
            }}
            onDrop={(e) => e.preventDefault()}
          >
            <div className="vc-editor-block__bar">
              <span
                className="vc-editor-block__handle"
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(i);
                }}
                onDragEnd={() => setDragged(null)}
                aria-hidden
              >
                ⋮⋮
              </span>
              <span className="vc-editor-block__kind">{t(`editor.block.${b.type}`)}</span>
              <MoveButton
                step={-1}
                disabled={i === 0}
                onMove={() => update((bs) => moveBlock(bs, b.key, -1), true)}
              >
                <UpOutline aria-hidden />
              </MoveButton>
              <MoveButton
                step={1}
                disabled={i === blocks.length - 1}
                onMove={() => update((bs) => moveBlock(bs, b.key, 1), true)}
              >
                <DownOutline aria-hidden />
              </MoveButton>
              {b.type !== 'image' ? (
                <button
                  type="button"
                  className="vc-editor-block__btn"
                  aria-label={t('editor.removeBlock')}
                  onClick={() => update((bs) => removeBlock(bs, b.key), true)}
                >
                  <DeleteOutline aria-hidden />
                </button>
              ) : null}
            </div>
            {b.type === 'image' ? (
              <UploadTile
                block={b}
                onRemove={() => uploads.remove(b.key)}
                onRetry={() => uploads.retry(b.key)}
              />
            ) : (
              <TextBlockInput
                block={b}
                index={i}
                onText={(text) => update((bs) => updateBlock<TextDraft>(bs, b.key, { text }), true)}
              />
            )}
          </li>
        ))}
      </ol>
      <div className="vc-editor-add">
        <button
          type="button"
          className="vc-button vc-button--ghost"
          onClick={() => update((bs) => insertBlocks(bs, [textBlock('paragraph')]), true)}
        >
          + {t('editor.block.paragraph')}
        </button>
        <button
          type="button"
          className="vc-button vc-button--ghost"
          onClick={() => update((bs) => insertBlocks(bs, [textBlock('heading')]), true)}
        >
          + {t('editor.block.heading')}
        </button>
        <UploadPicker left={imageSlotsLeft(blocks)} onFiles={(files) => uploads.add(files, lastKey)} />
      </div>
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function TextBlockInput({
  block,
  index,
  onText,
}: {
  block: TextDraft;
  index: number;
  onText: (text: string) => void;
}) {
  const t = useT();
  const label = t(`editor.block.${block.type}`) + ` ${index + 1}`;
  if (block.type === 'heading') {
    return (
      <input
        className="vc-input vc-editor-block__heading"
        value={block.text}
        aria-label={label}
        placeholder={t('editor.headingHint')}
        onChange={(e) => onText(e.target.value)}
      />
    );
  }
  return (
    <textarea
      className="vc-input vc-editor-block__text"
      value={block.text}
      aria-label={label}
      placeholder={t('editor.paragraphHint')}
      rows={Math.min(16, Math.max(3, block.text.split('\n').length + 1))}
      onChange={(e) => onText(e.target.value)}
    />
  );
}
